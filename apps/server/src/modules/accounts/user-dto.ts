import { isLocale, type User } from '@vitrina/contracts';
import type { UserRow } from './store';

/** A user as the console receives it. */
export function toUserDto(row: UserRow, permissions: string[]): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    avatar: row.avatar,
    isCompany: row.is_company,
    locale: isLocale(row.locale) ? row.locale : 'ru',
    permissions,
    createdAt: row.created_at.getTime(),
  };
}
