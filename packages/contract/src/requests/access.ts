import { z } from 'zod';
import { integer, maybeInteger, presentText, raw, secret, text } from '../input.ts';

const provider = () => text().describe('admins for an Admin account; users (default) otherwise');

/** `ANY /api/login`: a users account (storefront or Seller area) or an admin (with the captcha sign). */
export const signInRequestSchema = z.object({
  provider: provider(),
  username: text().describe('Required. Username, or the phone of a users account'),
  password: secret().describe('Required'),
  sign: text().describe(
    'the solved challenge of POST /api/captcha (ALTCHA payload): admins always (unless ADMIN_CAPTCHA=false), others ' +
      'once the answer was code 428',
  ),
  area: text().describe('home or seller: a token of that area only; empty: what the account opens'),
  type: text().describe('phone: also check the SMS code (purpose login)'),
  code: text().describe('the SMS code, with type phone'),
});

/** `GET /api/is_login`. */
export const isLoginRequestSchema = z.object({ provider: provider() });

/** `ANY /api/register`: a storefront account, signed in at once. */
export const registerRequestSchema = z.object({
  provider: provider().describe('admins is refused'),
  type: text().describe('username (default), phone (needs the SMS code) or email'),
  username: text().describe('Required. At most 30 characters: the name, phone or e-mail as type says'),
  password: secret().describe('Required. 6 to 64 characters'),
  re_password: secret().describe('when sent, must equal password'),
  code: text().describe('the SMS code (purpose register), with type phone'),
  inviter_id: maybeInteger().describe('users.id of the inviter (ignored when unknown)'),
  inviterId: maybeInteger().describe('the same, when inviter_id is absent'),
});

/** `POST /api/forget_password`: a new password with an SMS code (purpose forget_password). */
export const forgetPasswordRequestSchema = z.object({
  username: text().describe('Required. The phone or username of the account'),
  password: secret().describe('Required. The new password, 6 to 64 characters'),
  code: text().describe('Required. The SMS code sent to the account phone'),
});

/** `POST /api/sms`: sends a code. */
export const smsSendRequestSchema = z.object({
  phone: text().describe('Required. A mainland mobile number'),
  name: text().describe('purpose: register (default), forget_password, edit_user, user, login'),
});

/** `POST /api/captcha`: a sign-in challenge for the next login of `username`. */
export const captchaRequestSchema = z.object({
  provider: text().describe('admins (default) or users: the account the challenge is for'),
  username: text().describe('the account signing in; the work grows with its failures from this address'),
});

/** What `POST /api/captcha` answers: the challenge, its work, and whether the next login asks for it. */
export const captchaChallengeSchema = z.object({
  required: z.boolean(),
  work: z.number().int(),
  expires_in: z.number().int(),
  challenge: z.object({
    parameters: z.object({ algorithm: z.string() }).passthrough(),
    signature: z.string().optional(),
  }),
});

/** `GET /api/{Admin,Seller}/load_menu`, `GET /api/Admin/load_seller_menu`. */
export const menuTreeRequestSchema = z.object({
  type: text().describe('getChildren (default): nested children; getTree: flat, ordered'),
  deep: integer(-1).describe('levels kept (all when absent)'),
});

/**
 * The proof of a new secret or phone (`{area}auth/edit`, an admin editing their own account): the current secret,
 * or an SMS code (purpose edit_user) sent to the account phone.
 */
export const secretProofRequestSchema = z.object({
  old_password: secret().describe('the current password'),
  old_pay_password: secret().describe('the current payment password'),
  phone: text().describe('users: a new phone (needs the current password and its SMS code, purpose user)'),
  code: text().describe('the SMS code'),
});

const column = () => raw(z.union([z.string(), z.number()]));

/** `ANY /api/{,Admin/,Seller/}auth/edit`: own profile. Fields absent are left as they are. */
export const profileEditRequestSchema = z.object({
  nickname: presentText().describe('when sent, not empty'),
  avatar: column().describe('picture path'),
  sex: column().describe('users'),
  email: column().describe('users'),
  password: secret().describe('a new password, 6 to 64 characters; needs old_password or code'),
  pay_password: secret().describe('users: a new payment password, 6 digits; needs old_pay_password or code'),
  ...secretProofRequestSchema.shape,
});
