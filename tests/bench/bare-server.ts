/** The baseline: a bare Fastify route answering a constant, started as its own process like the API. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/constant', async () => ({ data: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
