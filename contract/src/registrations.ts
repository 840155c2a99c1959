import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { currentMatch } from './matches.js';
import { dataOf, id, messageAnswer, text } from './primitives.js';
import { teamRole } from './teams.js';

/** A registration's status (P1 §4): pending shows as Registered, checked-in as Checked In. */
export const registrationStatus = z.enum(['pending', 'approved', 'rejected', 'checked-in']);
export type RegistrationStatus = z.infer<typeof registrationStatus>;

/** A registration as the player it concerns sees it; `team` is set for team registrations. */
export const tournamentRegistration = z.object({
  id: z.string(),
  registrationStatus,
  team: z
    .object({
      id: z.string(),
      name: z.string(),
      members: z.array(z.object({ userId: z.string(), role: teamRole })),
    })
    .nullable(),
});
export type TournamentRegistration = z.infer<typeof tournamentRegistration>;

/**
 * The signed-in player's registration for one tournament (GET /v1/tournaments/me/registered/{tournamentId},
 * P1 §3 "Registration status response"): solo, or through the team they belong to now.
 */
export const registrationState = z
  .object({
    isRegistered: z.boolean(),
    registrationType: z.enum(['solo', 'team']).nullable(),
    registration: tournamentRegistration.nullable(),
    /** The player's current match once the tournament has started (the match box), else null. */
    currentMatch: currentMatch.nullable(),
  })
  .meta({ id: 'RegistrationState' });
export type RegistrationState = z.infer<typeof registrationState>;

/** The answer of POST /v1/tournaments/{id}/register/solo and /register/{teamId}. */
export const registrationCreated = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ registrationId: z.string() }),
});
export type RegistrationCreated = z.infer<typeof registrationCreated>;

/** The body of PATCH /v1/admin/tournaments/{id}/registration: open or close registration. */
export const registrationOpenBody = z.object({ open: z.boolean() });
export type RegistrationOpenBody = z.input<typeof registrationOpenBody>;

/** Longest reason of a registration review (characters). */
export const REVIEW_REASON_MAX = 500;

/**
 * The body of PATCH /v1/admin/tournaments/{id}/registrations/{registrationId}: approve or reject; a rejection
 * needs a reason, which the player reads in their notification (an approval may carry one too).
 */
export const reviewRegistrationBody = z
  .object({
    status: z.enum(['approved', 'rejected']),
    reason: text().trim().max(REVIEW_REASON_MAX).optional(),
  })
  .refine((body) => body.status !== 'rejected' || Boolean(body.reason), {
    message: 'is required when rejecting',
    path: ['reason'],
  });
export type ReviewRegistrationBody = z.input<typeof reviewRegistrationBody>;

const tournamentParams = z.object({ id: id() });
const teamParams = tournamentParams.extend({ teamId: id() });

export const registrationEndpoints = defineEndpoints({
  'GET /v1/tournaments/me/registered/:tournamentId': {
    summary:
      "The signed-in player's registration for one tournament, and their current match once it started",
    tag: 'registrations',
    auth: 'user',
    params: z.object({ tournamentId: id() }),
    refuses: { 404: 'No such tournament (10001)' },
    response: { 200: dataOf(registrationState) },
  },
  'POST /v1/tournaments/:id/register/solo': {
    summary: 'Register the signed-in player for a 1vs1 tournament',
    tag: 'registrations',
    auth: 'user',
    params: tournamentParams,
    refuses: {
      400: 'A matchmaking tournament, or one for teams',
      404: 'No such tournament (10001)',
      409: 'Registration is not open, you are already registered, or the tournament is full',
    },
    response: { 201: registrationCreated },
  },
  'POST /v1/tournaments/:id/register/:teamId': {
    summary: 'Register a team (owner or admin; at least N members for an NvsN format)',
    tag: 'registrations',
    auth: 'user',
    params: teamParams,
    refuses: {
      400: 'A matchmaking or 1vs1 tournament, or a team without enough members',
      403: 'Only team owners and admins register their team',
      404: 'No such tournament (10001) or team',
      409: 'Registration is not open, the team or some members are already registered, or the tournament is full',
    },
    response: { 201: registrationCreated },
  },
  'POST /v1/tournaments/:id/check-in/solo': {
    summary: 'Check in a solo registration (checking phase)',
    tag: 'registrations',
    auth: 'user',
    params: tournamentParams,
    refuses: {
      400: 'A matchmaking tournament',
      403: 'You are not registered, or your registration was rejected',
      404: 'No such tournament (10001)',
      409: 'Check-in is not open, or you already checked in',
    },
    response: { 200: messageAnswer },
  },
  'POST /v1/tournaments/:id/check-in/:teamId': {
    summary: "Check in the team's registration, by any member (checking phase)",
    tag: 'registrations',
    auth: 'user',
    params: teamParams,
    refuses: {
      400: 'A matchmaking tournament',
      403: 'The team is not registered, or its registration was rejected',
      404: 'No such tournament (10001)',
      409: 'Check-in is not open, or the team already checked in',
    },
    response: { 200: messageAnswer },
  },
  'DELETE /v1/tournaments/:id/unregister': {
    summary:
      'Unregister: the solo registrant, or the owner or an admin of the registered team, until the start',
    tag: 'registrations',
    auth: 'user',
    params: tournamentParams,
    refuses: {
      403: 'Only team owners and admins unregister their team',
      404: 'No such tournament (10001), or you are not registered',
      409: 'The tournament has started',
    },
    response: { 200: messageAnswer },
  },
  'PATCH /v1/admin/tournaments/:id/registration': {
    summary: "Open or close a tournament's registration (audited)",
    tag: 'registrations',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: tournamentParams,
    body: registrationOpenBody,
    refuses: { 404: 'No such tournament (10001)' },
    response: { 200: dataOf(z.object({ id: z.string(), registration_open: z.boolean() })) },
  },
  'PATCH /v1/admin/tournaments/:id/registrations/:registrationId': {
    summary: 'Approve or reject a registration (audited)',
    tag: 'registrations',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: tournamentParams.extend({ registrationId: id() }),
    body: reviewRegistrationBody,
    refuses: { 404: 'No such tournament (10001) or registration', 409: 'The registration has checked in' },
    response: { 200: dataOf(z.object({ id: z.string(), registrationStatus })) },
  },
});
