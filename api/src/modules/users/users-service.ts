import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { COUNTRIES } from '../general/countries.js';
import { ledgerTotals } from '../pass/ledger.js';
import { deleteReplacedUpload } from '../uploads/uploads-service.js';
import type { ProfileStats } from './user-dto.js';

const countriesByName = new Map(COUNTRIES.map((country) => [country.name.toLowerCase(), country.name]));

/** The list's spelling of a country name (case-insensitive match), or null when it is not in the list. */
export function canonicalCountryName(name: string): string | null {
  return countriesByName.get(name.trim().toLowerCase()) ?? null;
}

/** The profile's stats, read from the ledger like the pass: completed games are the matches it credited. */
export async function profileStats(db: Db, userId: string): Promise<ProfileStats> {
  const totals = await ledgerTotals(db, userId);
  return { completedGames: totals.matches, xpEarned: totals.totalXP, loyaltyPoints: totals.loyaltyPoints };
}

export interface ProfileChanges {
  displayName: string;
  location: string | null;
  email: string | null;
  isProfileVisible: boolean;
  notificationPreferences: number;
}

export async function updateProfile(
  db: Db,
  userId: string,
  changes: ProfileChanges,
  now: Date,
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({
      display_name: changes.displayName,
      location: changes.location,
      email: changes.email,
      is_profile_visible: changes.isProfileVisible,
      notification_preferences: changes.notificationPreferences,
      updated_at: now,
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Points the profile or banner image at a new upload and drops the player's previous upload for that slot
 * (generated `/static/...` images and absolute URLs are not uploads and are left alone).
 */
export async function replaceProfileImage(
  db: Db,
  user: UserRow,
  slot: 'profile_image' | 'banner_image',
  path: string,
  now: Date,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({ [slot]: path, updated_at: now })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Only the player's own upload for this slot; never evidence or anyone else's file.
    await deleteReplacedUpload(trx, user[slot], path, {
      purpose: slot === 'profile_image' ? 'profile-image' : 'banner-image',
      ownerUserId: user.id,
    });
    return updated;
  });
}

/**
 * Deactivates the account (nothing is deleted: the data is kept) and takes the player out of their team. An
 * owner hands the team to the longest-standing admin, else the longest-standing member; a team left empty is
 * deleted. Pending linking round trips are dropped.
 */
export async function deactivateAccount(db: Db, userId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ deactivated_at: now, updated_at: now })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('oauth_states').where('user_id', '=', userId).execute();

    const memberships = await trx
      .selectFrom('team_members')
      .select(['id', 'team_id', 'role'])
      .where('user_id', '=', userId)
      .forUpdate()
      .execute();
    for (const membership of memberships) {
      await trx.deleteFrom('team_members').where('id', '=', membership.id).execute();
      const successor = await trx
        .selectFrom('team_members')
        .select('id')
        .where('team_id', '=', membership.team_id)
        .orderBy((eb) => eb.case().when('role', '=', 'admin').then(0).else(1).end())
        .orderBy('joined_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (successor && membership.role !== 'owner') continue;
      if (successor) {
        await trx.updateTable('team_members').set({ role: 'owner' }).where('id', '=', successor.id).execute();
        await trx
          .updateTable('teams')
          .set({ updated_at: now })
          .where('id', '=', membership.team_id)
          .execute();
      } else {
        await trx.deleteFrom('teams').where('id', '=', membership.team_id).execute();
      }
    }
  });
}

/** A user's row by id (any state), or undefined. */
export function findUser(db: Db, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}
