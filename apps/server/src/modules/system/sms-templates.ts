import type { FastifyInstance } from 'fastify';
import { sms as descriptor } from '@shop/contract/resources/system';
import { smsTestRequestSchema } from '@shop/contract/requests/system';
import { sms } from '../../db/schema/index.ts';
import { translate } from '../../http/messages.ts';
import { defineResource } from '../../http/resource.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { sendCode } from '../access/sms.ts';

/**
 * SMS templates by purpose (name = register | forget_password | edit_user | …; code = provider template code;
 * content = sign name), and the Admin test send, which goes through the very sender of POST /api/sms.
 */
export async function smsTemplateRoutes(app: FastifyInstance): Promise<void> {
  await app.register(defineResource({ descriptor, table: sms }));

  // qwshop names this route but never implemented it; here it sends a real code like /api/sms, so it is
  // bound by the same rules (purpose template, 30 s resend guard, registered phone or not) and is logged.
  app.post(
    '/sms/send',
    {
      config: { name: 'admin.sms' },
      ...documented({ tags: ['admin'], summary: 'Send a test SMS code (phone, name)', body: smsTestRequestSchema }),
    },
    async (req) => {
      const { phone, name } = parseInput(smsTestRequestSchema, req);
      await sendCode(req, { phone, name: name || 'register' });
      return { code: 200, msg: translate(req.lang, 'sms.sendSuccess'), data: [] };
    },
  );
}
