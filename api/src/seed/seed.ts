import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { SEEDED_TABLES } from '../db/migrations/index.js';
import { json } from '../db/schema.js';
import { createPost } from '../modules/posts/posts-service.js';
import { seedBrackets } from './brackets.js';
import { seedBugReports } from './bug-reports.js';
import { seedHomeSlides } from './home-slides.js';
import { relative } from './ids.js';
import { seedMatchmaking } from './matchmaking.js';
import { seedMissionRewards } from './mission-rewards.js';
import { SEED_NOTIFICATIONS } from './notifications.js';
import { SEED_TIERS, seedPass } from './pass.js';
import { seedPayments } from './payments.js';
import { avatarPath, bannerPath, cpidOf, puuidOf, SEED_PLAYERS, seedPlayer } from './players.js';
import { coverPath, SEED_POSTS } from './posts.js';
import { SEED_TEAMS, teamLogoPath } from './teams.js';
import { posterPaths, SEED_TOURNAMENTS } from './tournaments.js';

export interface SeedSummary {
  users: number;
  teams: number;
  tournaments: number;
  registrations: number;
  posts: number;
  passTiers: number;
  notifications: number;
}

/** True when the database holds no players yet (first start). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !row;
}

/**
 * Replaces all data with the demo data set, in one transaction. Every time is relative to `now`, so the
 * tournaments cover every phase right after seeding; ids are stable across reseeds.
 */
export async function seedDatabase(db: Db, options: { now?: Date } = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const hours = (value: number) => relative(now, { hours: value });
  const days = (value: number) => relative(now, { days: value });

  return db.transaction().execute(async (trx) => {
    await sql.raw(`truncate table ${SEEDED_TABLES.join(', ')} restart identity cascade`).execute(trx);

    await trx
      .insertInto('users')
      .values(
        SEED_PLAYERS.map((player) => ({
          id: player.id,
          display_name: player.displayName,
          game_name: player.gameName,
          tag_line: player.tagLine,
          puuid: puuidOf(player),
          cpid: cpidOf(player),
          region: player.region,
          location: player.location,
          email: player.email,
          profile_image: avatarPath(player),
          banner_image: bannerPath(player),
          is_profile_visible: player.isProfileVisible,
          notification_preferences: player.notificationPreferences,
          banned_at: player.ban ? days(-player.ban.daysAgo) : null,
          ban_reason: player.ban?.reason.en ?? null,
          deactivated_at: null,
          created_at: days(-player.joinedDaysAgo),
          updated_at: days(-player.joinedDaysAgo),
        })),
      )
      .execute();
    await trx
      .insertInto('player_bans')
      .values(
        SEED_PLAYERS.flatMap(({ id, ban }) =>
          ban
            ? [
                {
                  user_id: id,
                  reason_en: ban.reason.en,
                  reason_ar: ban.reason.ar,
                  created_at: days(-ban.daysAgo),
                },
              ]
            : [],
        ),
      )
      .execute();
    await trx
      .insertInto('staff_roles')
      .values(
        SEED_PLAYERS.flatMap((player) =>
          player.staffRoles.map((role) => ({
            user_id: player.id,
            role,
            granted_by: null,
            granted_at: days(-player.joinedDaysAgo),
          })),
        ),
      )
      .execute();

    await trx
      .insertInto('teams')
      .values(
        SEED_TEAMS.map((team) => ({
          id: team.id,
          name: team.name,
          short_name: team.shortName,
          profile_img: teamLogoPath(team),
          vanity: team.vanity,
          vanity_enabled: true,
          created_at: days(-team.createdDaysAgo),
          updated_at: days(-team.createdDaysAgo),
        })),
      )
      .execute();
    await trx
      .insertInto('team_members')
      .values(
        SEED_TEAMS.flatMap((team) =>
          team.members.map((member, index) => ({
            team_id: team.id,
            user_id: member.player.id,
            role: member.role,
            joined_at: days(-team.createdDaysAgo + index),
          })),
        ),
      )
      .execute();

    await trx
      .insertInto('tournaments')
      .values(
        SEED_TOURNAMENTS.map((tournament) => ({
          id: tournament.id,
          slug: tournament.key,
          name: json(tournament.name),
          description: json(tournament.description),
          poster: json(posterPaths(tournament)),
          format: tournament.format,
          game_mode: tournament.gameMode,
          type: tournament.type,
          tournament_type: tournament.tournamentType,
          region: tournament.region,
          skill_level: json(tournament.skillLevel),
          prizepool: json(tournament.prizepool),
          prizepool_format: tournament.prizepoolFormat,
          registration_open: tournament.registrationOpen,
          registration_start_time: hours(tournament.schedule.registrationStart),
          registration_closed_time: hours(tournament.schedule.registrationClose),
          checking_time: hours(tournament.schedule.checking),
          starting_time: hours(tournament.schedule.starting),
          ends_at: hours(tournament.schedule.ends),
          additional_info: tournament.additionalInfo,
          requirements: json(tournament.requirements),
          rules: json(tournament.rules),
          faqs: json(tournament.faqs),
          support_live_chat: tournament.supportLiveChat,
          created_at: hours(-tournament.createdHoursAgo),
          updated_at: hours(-tournament.createdHoursAgo),
        })),
      )
      .execute();

    const registrations = SEED_TOURNAMENTS.flatMap((tournament) =>
      tournament.registrations.map((registration) => ({
        tournament_id: tournament.id,
        user_id: registration.player.id,
        team_id: registration.team?.id ?? null,
        status: registration.status,
        checked_in_at:
          registration.status === 'checked-in'
            ? hours(Math.max(tournament.schedule.checking, registration.registeredAt))
            : null,
        created_at: hours(registration.registeredAt),
      })),
    );
    if (registrations.length > 0) await trx.insertInto('registrations').values(registrations).execute();

    for (const post of SEED_POSTS) {
      await createPost(trx, {
        id: post.id,
        slug: post.key,
        coverImage: coverPath(post),
        tags: post.tags,
        createdAt: days(-post.createdDaysAgo),
        translations: post.translations,
      });
    }

    await seedHomeSlides(trx, now);
    await seedPass(trx, now);
    await seedMissionRewards(trx, now);

    const notifications = Object.entries(SEED_NOTIFICATIONS).flatMap(([playerKey, list]) =>
      list.map((notification) => ({
        user_id: seedPlayer(playerKey).id,
        type: notification.type,
        title: notification.title,
        message: notification.message,
        title_ar: notification.ar.title,
        message_ar: notification.ar.message,
        link: notification.link,
        event_key: notification.eventKey ?? null,
        read_at: notification.read ? hours(-notification.hoursAgo + 0.1) : null,
        created_at: hours(-notification.hoursAgo),
      })),
    );
    await trx.insertInto('notifications').values(notifications).execute();
    await seedBrackets(trx, now);
    await seedMatchmaking(trx, now);
    await seedPayments(trx, now);
    await seedBugReports(trx, now);

    return {
      users: SEED_PLAYERS.length,
      teams: SEED_TEAMS.length,
      tournaments: SEED_TOURNAMENTS.length,
      registrations: registrations.length,
      posts: SEED_POSTS.length,
      passTiers: SEED_TIERS.length,
      notifications: notifications.length,
    };
  });
}
