// The floor for the subscribe benchmark: Fastify with one POST route that parses JSON and answers {ok:true}.
// Usage: PORT=<port> node tools/bench/bare-fastify-server.mjs
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/api/customerio/subscribe', async () => ({ ok: true }));
app.get('/readyz', async () => ({ status: 'ready' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
