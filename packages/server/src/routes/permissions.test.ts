import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organisations, users } from '../db/schema.js';
import { hashPassword } from '../accounts/passwords.js';
import { OWNER_ONLY_ROUTES } from '../projects/access.js';
import { serverMessages } from '../http/messages.js';
import {
  createTestApp,
  password,
  registeredUser,
  TestClient,
  testBackends,
  type TestApp,
} from '../testing/test-app.js';

describe.each(testBackends)('permission decisions on %s', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('the enterprise main account is changed only by itself', () => {
    let main: TestClient;
    let second: TestClient;
    let mainId: number;
    let secondId: number;
    let memberId: number;

    const login = async (email: string, typed: string) => {
      const client = new TestClient(app);
      const answer = await client.post('/user/login', { email, password: password(typed) });
      expect(answer.json.state).toBe(200);
      return client;
    };

    beforeAll(async () => {
      const expiry = new Date(Date.now() + 365 * 24 * 3600 * 1000);
      const [organisation] = await app.services.db
        .insert(organisations)
        .values({ name: 'Acme', expiry, seats: 10 })
        .returning({ id: organisations.id });
      const member = async (email: string, memberLevel: number) =>
        (
          await app.services.db
            .insert(users)
            .values({
              email,
              name: 'Wang',
              passwordHash: await hashPassword(password('secret123')),
              enterprise: true,
              memberLevel,
              organisationId: organisation!.id,
              expiry,
            })
            .returning({ id: users.id })
        )[0]!.id;
      mainId = await member('main@acme.cn', 1);
      secondId = await member('admin2@acme.cn', 1);
      memberId = await member('dev@acme.cn', 2);
      await app.services.db
        .update(organisations)
        .set({ mainUserId: mainId })
        .where(eq(organisations.id, organisation!.id));
      main = await login('main@acme.cn', 'secret123');
      second = await login('admin2@acme.cn', 'secret123');
    });

    it('refuses a second administrator every change of the main account, with one code and message', async () => {
      const later = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
      const attempts = [
        ['/user/updateOrgUserPass', { userId: mainId, password: password('taken-over1') }],
        ['/user/updateIdUser', { id: mainId, expiry: later }],
        ['/user/updateIdUser', { id: mainId, memberLevel: 2 }],
        ['/user/deleteIdUser', { id: mainId, transferTo: secondId }],
        ['/vkproject/userAllprojectPermissionTransfer', { fromUserId: mainId, email: 'admin2@acme.cn' }],
      ] as const;
      for (const [url, body] of attempts) {
        const answer = await second.post(url, body);
        expect(answer.json, url).toMatchObject({ state: 1057, message: '主账号只能由其本人修改' });
      }
      const english = await app.fastify.inject({
        method: 'POST',
        url: '/user/updateOrgUserPass',
        headers: { cookie: second.cookie!, language: 'en_us' },
        payload: { userId: mainId, password: password('taken-over1') },
      });
      expect(english.json()).toMatchObject({
        state: 1057,
        message: 'The main account can only be changed by itself',
      });
      // Nothing changed: the main account still logs in with its password and keeps its expiry.
      await login('main@acme.cn', 'secret123');
      main = await login('main@acme.cn', 'secret123');
      const row = (await app.services.db.select().from(users).where(eq(users.id, mainId)))[0]!;
      expect(row.expiry?.toISOString()).not.toBe(later);
      expect(row.memberLevel).toBe(1);
    });

    it('lets the main account change itself and any member; a password change ends the other sessions', async () => {
      const elsewhere = await login('main@acme.cn', 'secret123');
      const here = await login('main@acme.cn', 'secret123');
      // One session per account: the second login ended the first.
      expect((await elsewhere.post('/user/getLoginUserData')).status).toBe(601);
      // One's own change proves the current password: missing 1030, wrong 1013 (nothing changes), right 200.
      const own = (current?: string) =>
        here.post('/user/updateOrgUserPass', {
          userId: mainId,
          password: password('mainpass2'),
          ...(current === undefined ? {} : { currentPassword: password(current) }),
        });
      expect((await own()).json.state).toBe(1030);
      expect((await own('not-it-123')).json).toMatchObject({ state: 1013, data: 'currentPassword' });
      expect((await own('secret123')).json.state).toBe(200);
      expect((await here.post('/user/getLoginUserData')).status).toBe(200);
      const dev = await login('dev@acme.cn', 'secret123');
      expect(
        (await second.post('/user/updateOrgUserPass', { userId: memberId, password: password('devpass22') }))
          .json.state,
      ).toBe(200);
      expect((await dev.post('/user/getLoginUserData')).status).toBe(401);
      await login('dev@acme.cn', 'devpass22');
      const later = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
      expect((await here.post('/user/updateIdUser', { id: secondId, expiry: later })).json.state).toBe(200);
      expect((await here.post('/user/updateIdUser', { id: mainId, name: 'Li' })).json.state).toBe(200);
      main = here;
    });

    it('keeps the main account from deleting or downgrading itself', async () => {
      expect((await main.post('/user/deleteIdUser', { id: mainId })).json).toMatchObject({
        state: 1057,
        message: '主账号不能删除',
      });
      expect((await main.post('/user/updateIdUser', { id: mainId, memberLevel: 2 })).json).toMatchObject({
        state: 1057,
        message: '主账号始终是管理员',
      });
    });
  });

  describe('owner-only project actions', () => {
    let owner: TestClient & { userId: number };
    let participant: TestClient & { userId: number };
    let outsider: TestClient & { userId: number };
    let projectId: number;

    beforeAll(async () => {
      owner = await registeredUser(app, 'owner@example.com', 'Owner');
      participant = await registeredUser(app, 'part@example.com', 'Part');
      outsider = await registeredUser(app, 'out@example.com', 'Out');
      const created = await owner.post('/vkproject/addData', {
        name: 'Body ECU',
        description: 'door module',
        chip: 'TC275',
        compiler: 'tasking',
      });
      projectId = created.json.data.id as number;
      expect(
        (await owner.post('/vkproject/addParticipant', { id: projectId, email: 'part@example.com' })).json
          .state,
      ).toBe(200);
    });

    /** A valid body for each owner-only call, so that only the permission decides. */
    const bodies = (): Record<string, object> => ({
      '/vkproject/updateIdData': { id: projectId, newName: 'Renamed', description: 'mine now' },
      '/vkproject/deleteIdData': { id: projectId },
      '/vkproject/projectPermissionTransfer': { id: projectId, email: 'part@example.com' },
      '/vkproject/addParticipant': { id: projectId, email: 'out@example.com' },
      '/vkproject/removeParticipant': { id: projectId, userId: participant.userId },
    });

    it('has a body for every owner-only call', () => {
      expect(Object.keys(bodies()).sort()).toEqual(Object.keys(OWNER_ONLY_ROUTES).sort());
    });

    it('refuses each owner-only call to a participant with 1020 and the localized text; nothing changes', async () => {
      for (const [url, body] of Object.entries(bodies())) {
        const action = OWNER_ONLY_ROUTES[url]!;
        const said = serverMessages[`project.ownerOnly.${action}`];
        const answer = await participant.post(url, body);
        expect(answer.json, url).toEqual({
          state: 1020,
          data: action,
          message: said.zh_cn,
        });
        const english = await app.fastify.inject({
          method: 'POST',
          url,
          headers: { cookie: participant.cookie!, language: 'en_us' },
          payload: body,
        });
        expect(english.json(), url).toMatchObject({ state: 1020, message: said.en_us });
      }
      const project = await owner.post('/vkproject/getIdData', { id: projectId });
      expect(project.json.data).toMatchObject({
        name: 'Body ECU',
        description: 'door module',
        creator: owner.userId,
      });
      expect(project.json.data.participants).toEqual([
        { userId: participant.userId, name: 'Part', email: 'part@example.com' },
      ]);
    });

    it('lets the participant configure modules and copy the project', async () => {
      participant.projectId = projectId;
      expect((await participant.post('/module/getListData', { project: projectId })).json.state).toBe(200);
      expect((await participant.post('/vkproject/projectCopy', { id: projectId })).json.state).toBe(200);
      expect((await outsider.post('/vkproject/updateIdData', { id: projectId, newName: 'x' })).status).toBe(
        600,
      );
    });

    it('lets the owner take each owner-only action', async () => {
      const b = bodies();
      const inOrder = [
        '/vkproject/updateIdData',
        '/vkproject/addParticipant',
        '/vkproject/removeParticipant',
        '/vkproject/projectPermissionTransfer',
      ];
      for (const url of inOrder) expect((await owner.post(url, b[url])).json.state, url).toBe(200);
      // The project is the participant's now, so the participant (its new owner) may delete it.
      expect((await participant.post('/vkproject/deleteIdData', { id: projectId })).json.state).toBe(200);
    });
  });
});
