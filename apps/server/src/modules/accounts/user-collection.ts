import type { Db } from '../../db/client.ts';
import type { Row } from '../../http/resource.ts';
import { rolesOfUsers } from './role-names.ts';

/** UserCollection of qwshop (Admin platform users and Seller sub-accounts lists). */
export async function userCollection(db: Db, rows: Row[]): Promise<Row[]> {
  const roles = await rolesOfUsers(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    nickname: r.nickname,
    role_name: roles(Number(r.id)).role_name,
    phone: r.phone,
    money: r.money,
    frozen_money: r.frozen_money,
    integral: r.integral,
    avatar: r.avatar,
    inviter_id: r.inviter_id,
    ip: r.ip,
    login_time: r.login_time,
    last_login_time: r.last_login_time,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}
