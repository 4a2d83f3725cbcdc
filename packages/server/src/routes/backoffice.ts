import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idField, multilineTextField, numberField, BusinessCode } from '@ecuc/core/api';
import { companyApplications } from '../db/schema.js';
import { fail, ok } from '../http/envelope.js';
import { message } from '../http/messages.js';
import { route, type AnyRoute } from '../http/route.js';
import { issueCode } from '../accounts/codes.js';

export const getApplicationListDataRoute = route({
  method: 'POST',
  url: '/backoffice/getApplicationListData',
  summary: 'Enterprise applications, newest first',
  tag: 'backoffice',
  access: 'backoffice',
  body: z.object({ status: z.enum(['pending', 'approved', 'rejected', 'activated']).optional() }),
  async handler({ body, services }) {
    const query = services.db.select().from(companyApplications).orderBy(desc(companyApplications.createdAt));
    const rows = body.status ? await query.where(eq(companyApplications.status, body.status)) : await query;
    return ok(
      rows.map((a) => ({
        id: a.id,
        email: a.email,
        company: a.company,
        cityArea: a.cityArea,
        address: a.address,
        contact: a.contact,
        phone: a.phone,
        status: a.status,
        note: a.note,
        expiry: a.expiry?.toISOString() ?? null,
        seats: a.seats,
        createdAt: a.createdAt.toISOString(),
        reviewedAt: a.reviewedAt?.toISOString() ?? null,
      })),
    );
  },
});

export const reviewApplicationRoute = route({
  method: 'POST',
  url: '/backoffice/reviewApplication',
  summary: 'Approve (with expiry and seats; mails an activation code) or reject (with a note) an application',
  tag: 'backoffice',
  access: 'backoffice',
  body: z.object({
    id: idField(),
    decision: z.enum(['approve', 'reject']),
    note: multilineTextField().max(500).default(''),
    expiry: z.iso.datetime({ offset: true }).optional(),
    seats: numberField(z.number().int().min(1).max(10_000)).optional(),
  }),
  async handler({ body, services, user }) {
    const application = (
      await services.db.select().from(companyApplications).where(eq(companyApplications.id, body.id))
    )[0];
    if (!application) return fail(BusinessCode.DataMissingToOperate);
    if (application.status !== 'pending')
      return fail(BusinessCode.IllegalOperation, message('application.reviewedAlready'));
    const now = services.clock.now();
    if (body.decision === 'reject') {
      await services.db
        .update(companyApplications)
        .set({ status: 'rejected', note: body.note, reviewedAt: now, reviewedBy: user.userId })
        .where(eq(companyApplications.id, body.id));
      await services.mailer.send({
        to: application.email,
        subject: 'ECUC Studio 企业申请结果 / enterprise application',
        text: `很抱歉，您的企业申请未通过。We are sorry: your application was not approved.\n\n${body.note}\n`,
      });
      return ok(null);
    }
    if (!body.expiry || !body.seats) {
      return fail(BusinessCode.MissingParameters, message('application.needsExpiryAndSeats'), {
        field: body.expiry ? 'seats' : 'expiry',
      });
    }
    await services.db
      .update(companyApplications)
      .set({
        status: 'approved',
        note: body.note,
        expiry: new Date(body.expiry),
        seats: body.seats,
        reviewedAt: now,
        reviewedBy: user.userId,
      })
      .where(eq(companyApplications.id, body.id));
    const code = await issueCode(services, application.email, 'org');
    try {
      await services.mailer.send({
        to: application.email,
        subject: 'ECUC Studio 企业账号激活码 / enterprise activation code',
        text: `您的企业申请已通过。Your application for ${application.company} is approved.\n\n激活码 / Activation code: ${code}\n\n请在企业注册页面激活主账号（10 分钟内有效，过期可重新获取）。Activate the main account on the enterprise page (valid 10 minutes; ask for a new one when it expires).\n`,
      });
    } catch (error) {
      services.logger.error({ err: error }, 'activation mail could not be sent');
      return fail(BusinessCode.EmailSendFailed);
    }
    return ok(null);
  },
});

export const backofficeRoutes: AnyRoute[] = [getApplicationListDataRoute, reviewApplicationRoute];
