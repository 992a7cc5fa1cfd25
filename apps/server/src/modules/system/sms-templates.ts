import type { FastifyInstance } from 'fastify';
import { sms } from '../../db/schema/index.ts';
import { str } from '../../http/input.ts';
import { translate } from '../../http/messages.ts';
import { defineResource } from '../../http/resource.ts';
import { sendCode } from '../access/sms.ts';
import { keepRequired } from './checks.ts';

const REQUIRED = ['name', 'code', 'content'] as const;

/**
 * SMS templates by purpose (name = register | forget_password | edit_user | …; code = provider template code;
 * content = sign name), and the Admin test send, which goes through the very sender of POST /api/sms.
 */
export async function smsTemplateRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    defineResource({
      area: 'admin',
      path: 'sms',
      table: sms,
      writable: ['name', 'code', 'content', 'description'],
      required: REQUIRED,
      search: ['id', 'name', 'code', 'content'],
      hooks: {
        beforeWrite(values) {
          keepRequired(values, REQUIRED);
        },
      },
    }),
  );

  // qwshop names this route but never implemented it; here it sends a real code like /api/sms, so it is
  // bound by the same rules (purpose template, 30 s resend guard, registered phone or not) and is logged.
  app.post(
    '/sms/send',
    { config: { name: 'admin.sms' }, schema: { tags: ['admin'], summary: 'Send a test SMS code (phone, name)' } },
    async (req) => {
      await sendCode(req, { phone: str(req.input, 'phone'), name: str(req.input, 'name') || 'register' });
      return { code: 200, msg: translate(req.lang, 'sms.sendSuccess'), data: [] };
    },
  );
}
