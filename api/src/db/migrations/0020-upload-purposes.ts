import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.js';

/**
 * What each upload is for (issue 27, defect 1): a record may only point at a file its owner uploaded for that
 * purpose, and a replace deletes only a file of the replaced purpose (a team's own team image, a player's own
 * profile or banner image). Evidence — result screenshots, chat images, ticket and bug-report attachments — is
 * never deleted by a replace. `team_id` names the team of a team image (the team's image goes with the team).
 * Bug-report attachments are private: never served at `/uploads/...`, only through a signed, expiring address.
 *
 * Existing rows are classified by what points at them, evidence first; a file nothing points at any more (or two
 * teams point at) stays `legacy`: kept and served, but nothing may point at it again and no replace deletes it.
 * A team image that is not its own team image (an address set before this check) is removed from the team.
 */
const path = `'/uploads/' || u.id || '.' || u.extension`;

const statements = [
  `alter table uploads add column purpose text not null default 'legacy'`,
  `alter table uploads add column team_id uuid references teams (id) on delete cascade`,

  `update uploads u set purpose = 'chat-image'
    where exists (select 1 from match_chat_uploads c where c.upload_id = u.id)`,
  `update uploads u set purpose = 'bug-report-attachment'
    where u.purpose = 'legacy' and (u.owner_user_id is null or u.extension = 'mp4'
      or exists (select 1 from bug_reports r where r.screenshot_url = ${path}))`,
  `update uploads u set purpose = 'result-screenshot'
    where u.purpose = 'legacy' and exists (select 1 from matchmaking_matches m
      where m.player1_screenshot = ${path} or m.player2_screenshot = ${path})`,
  `update uploads u set purpose = 'profile-image'
    where u.purpose = 'legacy' and exists (select 1 from users p
      where p.id = u.owner_user_id and p.profile_image = ${path})`,
  `update uploads u set purpose = 'banner-image'
    where u.purpose = 'legacy' and exists (select 1 from users p
      where p.id = u.owner_user_id and p.banner_image = ${path})`,
  `update uploads u set purpose = 'team-image', team_id = t.id
    from teams t
    where u.purpose = 'legacy' and t.profile_img = ${path}
      and (select count(*) from teams o where o.profile_img = t.profile_img) = 1`,
  `update teams t set profile_img = null
    where t.profile_img like '/uploads/%' and not exists (select 1 from uploads u
      where u.purpose = 'team-image' and u.team_id = t.id and t.profile_img = ${path})`,

  `alter table uploads add constraint uploads_purpose_check check (purpose in ('profile-image', 'banner-image',
    'team-image', 'chat-image', 'result-screenshot', 'bug-report-attachment', 'legacy'))`,
  `alter table uploads add constraint uploads_team_image_check
    check ((purpose = 'team-image') = (team_id is not null))`,
  `create index uploads_team_idx on uploads (team_id) where team_id is not null`,
];

export const uploadPurposesMigration: Migration = {
  up: sqlMigration(statements, []).up,
  async down(db) {
    await sqlMigration(
      [
        'drop index if exists uploads_team_idx',
        'alter table uploads drop constraint if exists uploads_team_image_check',
        'alter table uploads drop constraint if exists uploads_purpose_check',
        'alter table uploads drop column if exists team_id',
        'alter table uploads drop column if exists purpose',
      ],
      [],
    ).up(db);
  },
};
