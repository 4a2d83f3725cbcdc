import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AdmissionGate } from './admission.js';

/** A server whose `/slow` answers when the test says so, behind a gate of `limit` requests. */
async function gatedServer(limit: number) {
  const gate = new AdmissionGate(limit);
  const fastify = Fastify();
  fastify.addHook('onRequest', gate.admit);
  fastify.addHook('onResponse', gate.leave);
  fastify.addHook('onRequestAbort', gate.leave);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  fastify.get('/slow', async () => {
    await released;
    return { state: 200 };
  });
  fastify.get('/fast', async () => ({ state: 200 }));
  fastify.get('/healthz', async () => ({ ok: true }));
  await fastify.ready();
  return { fastify, gate, release };
}

describe('AdmissionGate', () => {
  it('answers 503 with Retry-After at once past its limit, and admits again once requests are answered', async () => {
    const { fastify, gate, release } = await gatedServer(2);
    const slow = [fastify.inject('/slow'), fastify.inject('/slow')];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gate.busy).toBe(2);
    const refused = await fastify.inject('/fast');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ state: 503, message: '服务器繁忙，请稍后再试' });
    // A load balancer's health check always gets through.
    expect((await fastify.inject('/healthz')).statusCode).toBe(200);
    release();
    expect((await Promise.all(slow)).map((r) => r.statusCode)).toEqual([200, 200]);
    expect(gate.busy).toBe(0);
    expect((await fastify.inject('/fast')).statusCode).toBe(200);
    expect(gate.busy).toBe(0);
    await fastify.close();
  });

  it('lets a request whose client went away leave the count', async () => {
    const { fastify, gate, release } = await gatedServer(1);
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    const address = fastify.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const aborted = new AbortController();
    const pending = fetch(`http://127.0.0.1:${port}/slow`, { signal: aborted.signal }).catch(() => undefined);
    for (let i = 0; i < 50 && gate.busy === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(gate.busy).toBe(1);
    aborted.abort();
    await pending;
    for (let i = 0; i < 50 && gate.busy > 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(gate.busy).toBe(0);
    release();
    await fastify.close();
  });
});
