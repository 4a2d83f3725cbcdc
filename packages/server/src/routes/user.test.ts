import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projects, users } from '../db/schema.js';
import { createBackofficeAccount } from '../accounts/backoffice-account.js';
import { clearInactivePersonalProjects, INACTIVITY_LIMIT_MS } from '../accounts/inactivity.js';
import {
  createTestApp,
  password,
  registeredUser,
  TestClient,
  testBackends,
  type TestApp,
} from '../testing/test-app.js';

describe.each(testBackends)('accounts on %s', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('personal registration and login', () => {
    it('registers with the mailed code, logs in, reads the user, logs out', async () => {
      const client = await registeredUser(app, 'alice@example.com', 'Alice');
      const me = await client.post('/user/getLoginUserData');
      expect(me.json).toMatchObject({
        state: 200,
        data: { email: 'alice@example.com', name: 'Alice', enterprise: false, memberLevel: 1, expiry: null },
      });
      expect(typeof me.json.data.userId).toBe('number');
      expect((await client.post('/user/exit')).json.state).toBe(200);
      expect((await client.post('/user/getLoginUserData')).status).toBe(401);
    });

    it('stores an argon2id hash, never the transported value', async () => {
      const rows = await app.services.db.select().from(users).where(eq(users.email, 'alice@example.com'));
      expect(rows[0]?.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(rows[0]?.passwordHash).not.toContain(password('secret123'));
    });

    it('answers 1011 when the account exists (code request and registration)', async () => {
      const client = new TestClient(app);
      expect(
        (await client.post('/user/sendEmail', { email: 'alice@example.com', type: 'register' })).json.state,
      ).toBe(1011);
    });

    it('answers 1001 for a bad e-mail format and 1000 for an unknown address', async () => {
      const client = new TestClient(app);
      expect(
        (await client.post('/user/sendEmail', { email: 'not-an-email', type: 'register' })).json.state,
      ).toBe(1001);
      expect(
        (await client.post('/user/sendEmail', { email: 'ghost@example.com', type: 'reset' })).json.state,
      ).toBe(1000);
      expect(
        (await client.post('/user/login', { email: 'ghost@example.com', password: password('whatever1') }))
          .json.state,
      ).toBe(1000);
    });

    it('answers 1021 on a resend within 60 s, and sends again after', async () => {
      const client = new TestClient(app);
      expect(
        (await client.post('/user/sendEmail', { email: 'bob@example.com', type: 'register' })).json.state,
      ).toBe(200);
      expect(
        (await client.post('/user/sendEmail', { email: 'bob@example.com', type: 'register' })).json.state,
      ).toBe(1021);
      app.clock.advance(61_000);
      expect(
        (await client.post('/user/sendEmail', { email: 'bob@example.com', type: 'register' })).json.state,
      ).toBe(200);
    });

    it('answers 1016 for a wrong code, 1015 for an expired one; a code works once', async () => {
      const client = new TestClient(app);
      const body = { email: 'bob@example.com', password: password('secret123'), name: 'Bob' };
      const code = app.mailer.lastCode('bob@example.com');
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await client.post('/user/registered', { ...body, code: wrong })).json.state).toBe(1016);
      app.clock.advance(11 * 60_000);
      expect((await client.post('/user/registered', { ...body, code })).json.state).toBe(1015);
      app.clock.advance(61_000);
      await client.post('/user/sendEmail', { email: 'bob@example.com', type: 'register' });
      const fresh = app.mailer.lastCode('bob@example.com');
      expect((await client.post('/user/registered', { ...body, code: fresh })).json.state).toBe(200);
      expect((await client.post('/user/registered', { ...body, code: fresh })).json.state).toBe(1011);
    });

    it('answers 1002 when the mail cannot be sent', async () => {
      app.mailer.failNext = true;
      const client = new TestClient(app);
      expect(
        (await client.post('/user/sendEmail', { email: 'carol@example.com', type: 'register' })).json.state,
      ).toBe(1002);
    });

    it('needs a fresh login code after 5 wrong passwords (1017)', async () => {
      await registeredUser(app, 'dave@example.com', 'Dave');
      const client = new TestClient(app);
      const wrong = { email: 'dave@example.com', password: password('wrong-one') };
      for (let attempt = 1; attempt <= 4; attempt++) {
        const answer = await client.post('/user/login', wrong);
        expect(answer.json.state).toBe(1013);
        expect(answer.json.data.remainingAttempts).toBe(5 - attempt);
      }
      expect((await client.post('/user/login', wrong)).json.state).toBe(1017);
      const right = { email: 'dave@example.com', password: password('secret123') };
      expect((await client.post('/user/login', right)).json.state).toBe(1017);
      app.clock.advance(61_000);
      expect(
        (await client.post('/user/sendEmail', { email: 'dave@example.com', type: 'login' })).json.state,
      ).toBe(200);
      expect((await client.post('/user/login', { ...right, code: '99999' })).json.state).toBe(1032);
      const code = app.mailer.lastCode('dave@example.com');
      expect((await client.post('/user/login', { ...right, code })).json.state).toBe(200);
    });

    it('ends the older session when the account logs in elsewhere (601)', async () => {
      const first = await registeredUser(app, 'erin@example.com', 'Erin');
      const second = new TestClient(app);
      expect(
        (await second.post('/user/login', { email: 'erin@example.com', password: password('secret123') }))
          .json.state,
      ).toBe(200);
      expect((await first.post('/user/getLoginUserData')).status).toBe(601);
      expect((await second.post('/user/getLoginUserData')).status).toBe(200);
    });

    it('resets a password with a reset code', async () => {
      const client = new TestClient(app);
      app.clock.advance(61_000);
      await client.post('/user/sendEmail', { email: 'erin@example.com', type: 'reset' });
      const code = app.mailer.lastCode('erin@example.com');
      expect(
        (
          await client.post('/user/resetPassword', {
            email: 'erin@example.com',
            code,
            password: password('newpass1'),
          })
        ).json.state,
      ).toBe(200);
      expect(
        (await client.post('/user/login', { email: 'erin@example.com', password: password('newpass1') })).json
          .state,
      ).toBe(200);
    });

    it('answers 1010 for an expired account and 1014 for a deactivated one', async () => {
      await registeredUser(app, 'frank@example.com', 'Frank');
      await app.services.db
        .update(users)
        .set({ expiry: new Date(Date.now() - 1000) })
        .where(eq(users.email, 'frank@example.com'));
      const client = new TestClient(app);
      const body = { email: 'frank@example.com', password: password('secret123') };
      expect((await client.post('/user/login', body)).json.state).toBe(1010);
      await app.services.db
        .update(users)
        .set({ expiry: null, active: false })
        .where(eq(users.email, 'frank@example.com'));
      expect((await client.post('/user/login', body)).json.state).toBe(1014);
    });
  });

  describe('enterprise applications, back office and organisations', () => {
    const admin = new TestClient({} as never);
    let staff: TestClient;
    let adminClient: TestClient;
    let memberClient: TestClient;
    let memberId: number;

    it('files an application that waits for review', async () => {
      const client = new TestClient(app);
      const answer = await client.post('/user/orgRegistered', {
        email: 'boss@acme.cn',
        company: 'Acme Automotive',
        cityArea: 'Shanghai Pudong',
        address: 'No. 1 Engine Road',
        contact: 'Wang',
        phone: '13912345678',
      });
      expect(answer.json).toMatchObject({ state: 200, data: { status: 'pending' } });
      expect(admin).toBeDefined();
    });

    it('answers 1003 when asking for an activation code before approval', async () => {
      const client = new TestClient(app);
      expect((await client.post('/user/sendEmail', { email: 'boss@acme.cn', type: 'org' })).json.state).toBe(
        1003,
      );
    });

    it('lets only back-office staff review (1020 otherwise); approval mails an activation code', async () => {
      const outsider = await registeredUser(app, 'outsider@example.com', 'Outsider');
      expect((await outsider.post('/backoffice/getApplicationListData', {})).json.state).toBe(1020);

      await createBackofficeAccount(app.services.db, 'staff@ecuc.studio', 'staffpass1');
      staff = new TestClient(app);
      expect(
        (await staff.post('/user/login', { email: 'staff@ecuc.studio', password: password('staffpass1') }))
          .json.state,
      ).toBe(200);
      const list = await staff.post('/backoffice/getApplicationListData', { status: 'pending' });
      const application = (list.json.data as { id: number; email: string }[]).find(
        (a) => a.email === 'boss@acme.cn',
      );
      expect(application).toBeDefined();
      const expiry = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
      const approved = await staff.post('/backoffice/reviewApplication', {
        id: application!.id,
        decision: 'approve',
        note: 'welcome',
        expiry,
        seats: 3,
      });
      expect(approved.json.state).toBe(200);
      expect(
        (await staff.post('/backoffice/reviewApplication', { id: application!.id, decision: 'reject' })).json
          .state,
      ).toBe(1057);
    });

    it('activates the main account with the mailed code; it is an enterprise administrator', async () => {
      const client = new TestClient(app);
      const code = app.mailer.lastCode('boss@acme.cn');
      const activated = await client.post('/user/orgActivateAccount', {
        email: 'boss@acme.cn',
        code,
        password: password('bosspass1'),
        name: 'Wang',
      });
      expect(activated.json.state).toBe(200);
      adminClient = new TestClient(app);
      await adminClient.post('/user/login', { email: 'boss@acme.cn', password: password('bosspass1') });
      const me = await adminClient.post('/user/getLoginUserData');
      expect(me.json.data).toMatchObject({ enterprise: true, memberLevel: 1, mainAccount: true });
    });

    it('builds a department tree of at most 4 levels', async () => {
      let parentId: number | null = null;
      for (let level = 1; level <= 4; level++) {
        const answer: Awaited<ReturnType<TestClient['post']>> = await adminClient.post(
          '/user/addDepartment',
          {
            name: `Level ${level}`,
            parentId,
          },
        );
        expect(answer.json).toMatchObject({ state: 200, data: { level } });
        parentId = answer.json.data.id as number;
      }
      const fifth = await adminClient.post('/user/addDepartment', { name: 'Level 5', parentId });
      expect(fifth.json.state).toBe(1051);
      expect(fifth.json.message).toBe('部门最多嵌套 4 级');
    });

    it('adds a member who logs in; a member calling an admin call gets 1020', async () => {
      const base = await adminClient.post('/user/baseData');
      const departmentId = (base.json.data.departments as { id: number; level: number }[]).find(
        (d) => d.level === 2,
      )!.id;
      const tooLate = new Date(Date.now() + 5 * 365 * 24 * 3600 * 1000).toISOString();
      expect(
        (
          await adminClient.post('/user/addOrgUser', {
            email: 'dev@acme.cn',
            name: 'Li',
            password: password('devpass12'),
            departmentId,
            expiry: tooLate,
          })
        ).json.state,
      ).toBe(1032);
      const added = await adminClient.post('/user/addOrgUser', {
        email: 'dev@acme.cn',
        name: 'Li',
        password: password('devpass12'),
        departmentId,
      });
      expect(added.json.state).toBe(200);
      memberId = added.json.data.userId as number;
      memberClient = new TestClient(app);
      expect(
        (await memberClient.post('/user/login', { email: 'dev@acme.cn', password: password('devpass12') }))
          .json.state,
      ).toBe(200);
      expect((await memberClient.post('/user/addDepartment', { name: 'Rogue' })).json.state).toBe(1020);
      expect((await memberClient.post('/user/getSameLevelUserListData')).json.data).toHaveLength(2);
    });

    it('refuses to delete a department that has users, and a seat over the limit', async () => {
      const base = await adminClient.post('/user/baseData');
      const level2 = (base.json.data.departments as { id: number; level: number }[]).find(
        (d) => d.level === 2,
      )!;
      expect((await adminClient.post('/user/deleteDepartment', { id: level2.id })).json.state).toBe(1057);
      await adminClient.post('/user/addOrgUser', {
        email: 'qa@acme.cn',
        name: 'Zhao',
        password: password('qapass123'),
      });
      const overSeats = await adminClient.post('/user/addOrgUser', {
        email: 'ops@acme.cn',
        name: 'Sun',
        password: password('opspass12'),
      });
      expect(overSeats.json.state).toBe(1051);
    });

    it('answers 1012 for a member when the main account expired', async () => {
      const me = await adminClient.post('/user/getLoginUserData');
      const { organisations } = await import('../db/schema.js');
      await app.services.db
        .update(organisations)
        .set({ expiry: new Date(Date.now() - 1000) })
        .where(eq(organisations.id, me.json.data.organisationId as number));
      await app.services.db.update(users).set({ expiry: null }).where(eq(users.email, 'dev@acme.cn'));
      const client = new TestClient(app);
      expect(
        (await client.post('/user/login', { email: 'dev@acme.cn', password: password('devpass12') })).json
          .state,
      ).toBe(1012);
      await app.services.db
        .update(organisations)
        .set({ expiry: new Date(Date.now() + 365 * 24 * 3600 * 1000) })
        .where(eq(organisations.id, me.json.data.organisationId as number));
    });

    it('changes an enterprise password; personal accounts get 1020', async () => {
      expect(
        (
          await adminClient.post('/user/updateOrgUserPass', {
            userId: memberId,
            password: password('changed12'),
          })
        ).json.state,
      ).toBe(200);
      const client = new TestClient(app);
      expect(
        (await client.post('/user/login', { email: 'dev@acme.cn', password: password('changed12') })).json
          .state,
      ).toBe(200);
      const personal = await registeredUser(app, 'solo@example.com', 'Solo');
      expect(
        (
          await personal.post('/user/updateOrgUserPass', {
            userId: personal.userId,
            password: password('x12345678'),
          })
        ).json.state,
      ).toBe(1020);
    });

    it('deletes a member and transfers their projects in one transaction; their session then gets 602', async () => {
      const member = new TestClient(app);
      await member.post('/user/login', { email: 'dev@acme.cn', password: password('changed12') });
      const owner = (await adminClient.post('/user/getLoginUserData')).json.data.userId as number;
      await app.services.db
        .insert(projects)
        .values({ name: 'Brake ECU', chip: 'TC275', compiler: 'Tasking', ownerId: memberId });
      const deleted = await adminClient.post('/user/deleteIdUser', { id: memberId, transferTo: owner });
      expect(deleted.json.state).toBe(200);
      const moved = await app.services.db.select().from(projects).where(eq(projects.name, 'Brake ECU'));
      expect(moved[0]?.ownerId).toBe(owner);
      expect((await member.post('/user/getLoginUserData')).status).toBe(602);
    });
  });

  describe('inactivity', () => {
    it('clears the projects of personal accounts idle for 3 years, and only those', async () => {
      const idle = await registeredUser(app, 'idle@example.com', 'Idle');
      const active = await registeredUser(app, 'busy@example.com', 'Busy');
      await app.services.db.insert(projects).values([
        { name: 'Old', chip: 'TC275', compiler: 'Tasking', ownerId: idle.userId },
        { name: 'Live', chip: 'TC275', compiler: 'Tasking', ownerId: active.userId },
      ]);
      await app.services.db
        .update(users)
        .set({ lastLoginAt: new Date(Date.now() - INACTIVITY_LIMIT_MS - 24 * 3600 * 1000) })
        .where(eq(users.id, idle.userId));
      expect(await clearInactivePersonalProjects(app.services)).toBe(1);
      const rows = await app.services.db.select().from(projects);
      expect(rows.find((p) => p.name === 'Old')?.deletedAt).not.toBeNull();
      expect(rows.find((p) => p.name === 'Live')?.deletedAt).toBeNull();
    });
  });
});
