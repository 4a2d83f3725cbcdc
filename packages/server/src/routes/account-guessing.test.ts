import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  password,
  registeredUser,
  TestClient,
  testBackends,
  type TestApp,
} from '../testing/test-app.js';

/** A six-digit code that is not `code`. */
const otherCode = (code: string, n: number): string =>
  String((Number(code) + n) % 1_000_000).padStart(6, '0');

describe.each(testBackends)('guessing passwords and codes on %s', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (
    url: string,
    body: object,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) =>
    app.fastify.inject({ method: 'POST', url, payload: body, headers, remoteAddress }).then((r) => ({
      status: r.statusCode,
      json: r.json() as { state: number; data: unknown; message?: string },
    }));

  describe('failed logins are counted in the database, one at a time', () => {
    it('30 simultaneous logins, the right password the 20th: five at most are judged, the sixth wrong one locks', async () => {
      await registeredUser(app, 'race@example.com', 'Race');
      const wrong = { email: 'race@example.com', password: password('wrong-one') };
      const right = { email: 'race@example.com', password: password('secret123') };
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => post('/user/login', i === 19 ? right : wrong)),
      );
      const states = answers.map((a) => a.json.state);
      // Five attempts at most are judged, in any interleaving; every other one answers 1017.
      expect(states.filter((s) => s !== 1017).length).toBeLessThanOrEqual(5);
      expect(states.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
      if (backend === 'pglite') {
        // One connection: the attempts reach the counter in the order they came, so the 20th is the 20th.
        expect(states[19]).toBe(1017);
        expect(states.filter((s) => s === 1013)).toHaveLength(4);
        expect(states.filter((s) => s === 1017)).toHaveLength(26);
      } else if (states[19] === 200) {
        // Several connections: the right password may reach the counter among the first five (and get in).
        expect(states.filter((s) => s === 1013).length).toBeLessThanOrEqual(4);
      }
      // Sequentially afterwards the account stays locked, the right password included.
      expect((await post('/user/login', wrong)).json.state).toBe(1017);
      expect((await post('/user/login', right)).json.state).toBe(1017);
    });

    it('counts sequential failures the same way: the sixth wrong password answers 1017', async () => {
      await registeredUser(app, 'steady@example.com', 'Steady');
      const wrong = { email: 'steady@example.com', password: password('wrong-one') };
      const states: number[] = [];
      for (let i = 0; i < 6; i++) states.push((await post('/user/login', wrong)).json.state);
      expect(states).toEqual([1013, 1013, 1013, 1013, 1017, 1017]);
    });
  });

  describe('a verification code dies after 5 wrong tries', () => {
    it('/user/resetPassword: 5 wrong codes kill the code, the real one no longer works, a new one does', async () => {
      await registeredUser(app, 'reset@example.com', 'Reset');
      app.clock.advance(61_000);
      const client = new TestClient(app);
      await client.post('/user/sendEmail', { email: 'reset@example.com', type: 'reset' });
      const code = app.mailer.lastCode('reset@example.com');
      const body = { email: 'reset@example.com', password: password('newpass12') };
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          post('/user/resetPassword', { ...body, code: otherCode(code, i + 1) }),
        ),
      );
      for (const answer of answers) expect([1015, 1016]).toContain(answer.json.state);
      const dead = await post('/user/resetPassword', { ...body, code });
      expect(dead.json.state).toBe(1015);
      expect(dead.json.message).toMatch(/新的验证码/);
      const english = await post('/user/resetPassword', { ...body, code }, { language: 'en_us' });
      expect(english.json.message).toMatch(/request a new code/i);
      app.clock.advance(61_000);
      await client.post('/user/sendEmail', { email: 'reset@example.com', type: 'reset' });
      const fresh = app.mailer.lastCode('reset@example.com');
      expect((await post('/user/resetPassword', { ...body, code: fresh })).json.state).toBe(200);
    });

    it('/user/registered: the fifth wrong try says to request a new code, then the real code is refused', async () => {
      const client = new TestClient(app);
      await client.post('/user/sendEmail', { email: 'newbie@example.com', type: 'register' });
      const code = app.mailer.lastCode('newbie@example.com');
      const body = { email: 'newbie@example.com', password: password('secret123'), name: 'Newbie' };
      for (let i = 1; i <= 4; i++) {
        const answer = await post('/user/registered', { ...body, code: otherCode(code, i) });
        expect(answer.json.state).toBe(1016);
        expect(answer.json.data).toMatchObject({ remainingAttempts: 5 - i });
      }
      const fifth = await post(
        '/user/registered',
        { ...body, code: otherCode(code, 5) },
        { language: 'en_us' },
      );
      expect(fifth.json.state).toBe(1016);
      expect(fifth.json.message).toMatch(/request a new code/i);
      expect((await post('/user/registered', { ...body, code })).json.state).toBe(1015);
    });

    it('the login code after a lockout dies the same way', async () => {
      await registeredUser(app, 'locked@example.com', 'Locked');
      const right = { email: 'locked@example.com', password: password('secret123') };
      for (let i = 0; i < 5; i++) await post('/user/login', { ...right, password: password('wrong-one') });
      app.clock.advance(61_000);
      await post('/user/sendEmail', { email: 'locked@example.com', type: 'login' });
      const code = app.mailer.lastCode('locked@example.com');
      for (let i = 1; i <= 5; i++)
        expect((await post('/user/login', { ...right, code: otherCode(code, i) })).json.state).toBe(1016);
      expect((await post('/user/login', { ...right, code })).json.state).toBe(1015);
    });
  });

  describe('guesses are limited per client address and per e-mail', () => {
    it('refuses further guesses for one e-mail across fresh codes', async () => {
      const email = 'many@example.com';
      await registeredUser(app, email, 'Many');
      const body = { email, password: password('newpass12') };
      let refused: { state: number; message?: string } | undefined;
      for (let round = 0; round < 5 && !refused; round++) {
        app.clock.advance(61_000);
        await post('/user/sendEmail', { email, type: 'reset' });
        const code = app.mailer.lastCode(email);
        for (let i = 1; i <= 5; i++) await post('/user/resetPassword', { ...body, code: otherCode(code, i) });
        app.clock.advance(61_000);
        await post('/user/sendEmail', { email, type: 'reset' });
        const fresh = app.mailer.lastCode(email);
        const answer = await post('/user/resetPassword', { ...body, code: fresh }, { language: 'en_us' });
        if (answer.json.state !== 200) refused = answer.json;
      }
      expect(refused?.state).toBe(1016);
      expect(refused?.message).toMatch(/too many wrong codes/i);
    });

    it('refuses further guesses from one address across e-mails', async () => {
      let refusedAt = -1;
      for (let account = 0; account < 60 && refusedAt < 0; account++) {
        const email = `spray${account}@example.com`;
        await post('/user/sendEmail', { email, type: 'register' }, {}, `198.51.100.${account}`);
        const code = app.mailer.lastCode(email);
        const body = { email, password: password('secret123'), name: 'Spray', code: otherCode(code, 1) };
        const answer = await post('/user/registered', body, { language: 'en_us' }, '203.0.113.9');
        if (answer.json.message && /too many wrong codes/i.test(answer.json.message)) refusedAt = account;
      }
      expect(refusedAt).toBeGreaterThan(0);
      // Another address is not concerned.
      const email = 'spray0@example.com';
      const code = app.mailer.lastCode(email);
      const answer = await post('/user/registered', {
        email,
        password: password('secret123'),
        name: 'Spray',
        code,
      });
      expect(answer.json.state).toBe(200);
    });
  });

  describe('a password change or reset ends the other sessions', () => {
    it('a reset ends every session of the account (401)', async () => {
      const email = 'sessions@example.com';
      const signedIn = await registeredUser(app, email, 'Sessions');
      app.clock.advance(61_000);
      await post('/user/sendEmail', { email, type: 'reset' });
      const code = app.mailer.lastCode(email);
      expect(
        (await post('/user/resetPassword', { email, code, password: password('newpass12') })).json.state,
      ).toBe(200);
      expect((await signedIn.post('/user/getLoginUserData')).status).toBe(401);
    });
  });
});
