import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from '@civicbrief/gateway-db';
import cookiePlugin from './plugins/external/cookie';
import dbPlugin from './plugins/external/db';
import envPlugin from './plugins/external/env';
import errorsPlugin from './plugins/external/errors';
import helmetPlugin from './plugins/external/helmet';
import inputBoundsPlugin from './plugins/external/input-bounds';
import { errorForLog, requestForLog } from './http/log-redaction';
import rateLimitPlugin from './plugins/external/rate-limit';
import requestTargetPlugin from './plugins/external/request-target';
import swaggerPlugin from './plugins/external/swagger';
import accountsPlugin from './plugins/app/accounts';
import alertsPlugin from './alerts/plugin';
import intakePlugin from './plugins/app/intake';
import mailerPlugin from './plugins/app/mailer';
import newsletterPlugin from './plugins/app/newsletter';
import outboxPlugin from './plugins/app/outbox';
import pageCachePlugin from './plugins/app/page-cache';
import pagesRepositoryPlugin from './plugins/app/pages-repository';
import providersPlugin from './plugins/app/providers';
import alertRoutes from './routes/alerts';
import authRoutes from './routes/auth';
import contentRoutes from './routes/content';
import subscribersAndLeadsRoutes from './routes/subscribers-and-leads';
import demoRequestRoutes from './routes/demo-requests';
import surveyRoutes from './routes/survey';
import feedRoutes from './routes/feed';
import graphqlRoutes from './routes/graphql';
import healthRoutes from './routes/health';
import newsletterRoutes from './routes/newsletter';
import newsletterIssueRoutes from './routes/newsletter-issues';
import newsletterIssuesPlugin from './newsletter/digest/plugin';
import opsRoutes from './routes/ops';
import listingsRoutes from './routes/listings';
import censusRoutes from './routes/census';
import petsRoutes from './routes/pets';
import proxyRoutes from './routes/proxy';
import cityRequestRoutes from './routes/city-requests';
import savedPlacesRoutes from './routes/saved-places';
import schoolsRoutes from './routes/schools';
import searchRoutes from './routes/search';
import weatherRoutes from './routes/weather';

export interface BuildAppOptions {
  config: AppConfig;
  /** An already open database to use instead of the configured one; the caller closes it. */
  database?: DatabaseHandle;
  /** Defaults to libs/gateway-db/drizzle under the process cwd (the workspace root). */
  migrationsFolder?: string;
  /** `false` silences the logs (tests); otherwise pino at the configured level. */
  logger?: false;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
}

function loggerOptions(config: AppConfig, stream?: BuildAppOptions['logStream']): FastifyServerOptions['logger'] {
  const pretty = !stream && process.stdout.isTTY && config.nodeEnv !== 'production';
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // URLs without link tokens and e-mail addresses; errors without the parameters of a failed query.
    serializers: { req: requestForLog, err: errorForLog },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l' } } } : {}),
  };
}

/** The gateway as a configured Fastify instance, not yet listening (server.ts listens; tests inject). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const { server } = config;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config, options.logStream),
    // Who may tell the client's address and protocol (decision 012): request.ip and request.protocol follow it.
    trustProxy: server.trustProxy,
    // Slow clients cannot hold connections open: headers, the whole request and idle keep-alive are bounded.
    // Node checks these every connectionsCheckingInterval (30 s by default), so it checks often enough to matter.
    requestTimeout: server.requestTimeoutMs,
    keepAliveTimeout: server.keepAliveTimeoutMs,
    http: {
      headersTimeout: server.headersTimeoutMs,
      requestTimeout: server.requestTimeoutMs,
      connectionsCheckingInterval: Math.ceil(Math.min(server.headersTimeoutMs, server.requestTimeoutMs) / 4),
    },
    // API bodies (1 MiB, Fastify's default, said once here); pages have their own limit (routes/proxy).
    bodyLimit: 1024 * 1024,
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
  await app.register(requestTargetPlugin);
  await app.register(inputBoundsPlugin);
  await app.register(helmetPlugin);
  await app.register(cookiePlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(dbPlugin, { database: options.database, migrationsFolder: options.migrationsFolder });

  await app.register(pageCachePlugin);
  await app.register(pagesRepositoryPlugin);
  await app.register(accountsPlugin);
  await app.register(mailerPlugin);
  await app.register(outboxPlugin);
  await app.register(intakePlugin);
  await app.register(newsletterPlugin);
  await app.register(alertsPlugin);
  await app.register(newsletterIssuesPlugin);
  await app.register(providersPlugin);

  await app.register(healthRoutes);
  await app.register(contentRoutes);
  await app.register(graphqlRoutes);
  await app.register(authRoutes);
  await app.register(savedPlacesRoutes);
  await app.register(newsletterRoutes);
  await app.register(newsletterIssueRoutes);
  await app.register(alertRoutes);
  await app.register(opsRoutes);
  await app.register(subscribersAndLeadsRoutes);
  await app.register(cityRequestRoutes);
  await app.register(demoRequestRoutes);
  await app.register(surveyRoutes);
  await app.register(weatherRoutes);
  await app.register(schoolsRoutes);
  await app.register(petsRoutes);
  await app.register(listingsRoutes);
  await app.register(censusRoutes);
  await app.register(feedRoutes);
  await app.register(searchRoutes);
  await app.register(proxyRoutes);
  return app;
}
