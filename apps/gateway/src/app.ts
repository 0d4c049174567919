import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import cookiePlugin from './plugins/external/cookie';
import dbPlugin from './plugins/external/db';
import envPlugin from './plugins/external/env';
import errorsPlugin from './plugins/external/errors';
import helmetPlugin from './plugins/external/helmet';
import rateLimitPlugin from './plugins/external/rate-limit';
import swaggerPlugin from './plugins/external/swagger';
import accountsPlugin from './plugins/app/accounts';
import intakePlugin from './plugins/app/intake';
import mailerPlugin from './plugins/app/mailer';
import outboxPlugin from './plugins/app/outbox';
import pagesRepositoryPlugin from './plugins/app/pages-repository';
import authRoutes from './routes/auth';
import contentRoutes from './routes/content';
import customerioRoutes from './routes/customerio';
import graphqlRoutes from './routes/graphql';
import healthRoutes from './routes/health';
import newsletterRoutes from './routes/newsletter';
import opsRoutes from './routes/ops';
import proxyRoutes from './routes/proxy';
import rdsRoutes from './routes/rds';
import realStateRoutes from './routes/real-state';

export interface BuildAppOptions {
  config: AppConfig;
  /** An already open database to use instead of the configured one; the caller closes it. */
  database?: DatabaseHandle;
  /** Defaults to apps/gateway/drizzle under the process cwd (the workspace root). */
  migrationsFolder?: string;
  /** `false` silences the logs (tests); otherwise pino at the configured level. */
  logger?: false;
}

function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  const pretty = process.stdout.isTTY && config.nodeEnv !== 'production';
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l' } } } : {}),
  };
}

/** The gateway as a configured Fastify instance, not yet listening (server.ts listens; tests inject). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // A request id from a trusted front (load balancer) is kept so one request can be followed across logs.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Creating and migrating a fresh embedded database can take tens of seconds on a busy machine.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(envPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(helmetPlugin);
  await app.register(cookiePlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(dbPlugin, { database: options.database, migrationsFolder: options.migrationsFolder });

  await app.register(pagesRepositoryPlugin);
  await app.register(accountsPlugin);
  await app.register(mailerPlugin);
  await app.register(outboxPlugin);
  await app.register(intakePlugin);

  await app.register(healthRoutes);
  await app.register(contentRoutes);
  await app.register(graphqlRoutes);
  await app.register(authRoutes);
  await app.register(realStateRoutes);
  await app.register(newsletterRoutes);
  await app.register(opsRoutes);
  await app.register(customerioRoutes);
  await app.register(rdsRoutes);
  await app.register(proxyRoutes);
  return app;
}
