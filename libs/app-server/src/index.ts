export { createAppServer, type AppServerLoadContext, type AppServerOptions } from './lib/create-app-server';
export { startAppServer, type StartAppServerOptions } from './lib/start-app-server';
export { IMMUTABLE_CACHE, PUBLIC_FILE_CACHE } from './lib/static-assets';
export { PAGE_CACHE } from './lib/default-cache-control';
export { cspNonceOf, renderDocument, RENDER_ABORT_DELAY_MS } from './lib/render-document';
export { readPublicEnv, DEFAULT_SITE_ORIGIN, type PublicEnv } from './lib/public-env';
export { sameSitePath, MAX_REDIRECT_TARGET } from './lib/same-site-path';
export { pagePostGuard, CROSS_SITE_POST_MESSAGE, FORM_TYPE_MESSAGE } from './lib/page-post-guard';
export { exitWithoutSecrets, secretOf, secretProblems, type SecretRule } from './lib/secrets';
