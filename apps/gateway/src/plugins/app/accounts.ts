import fp from 'fastify-plugin';
import {
  createSavedLocationsRepository,
  type SavedLocationsRepository,
  createUsersRepository,
  type UsersRepository,
} from '@civicbrief/gateway-db';

declare module 'fastify' {
  interface FastifyInstance {
    /** Users and sessions (sign-in). */
    users: UsersRepository;
    /** Saved locations and their meeting summaries (dashboard). */
    savedLocations: SavedLocationsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'users',
      createUsersRepository(fastify.db, { passwordHashParams: fastify.config.passwordHashParams }),
    );
    fastify.decorate('savedLocations', createSavedLocationsRepository(fastify.db));
  },
  { name: 'accounts', dependencies: ['env', 'db'], fastify: '5.x' },
);
