import * as z from 'zod/mini';

/** The claim names of LTI 1.3 and its services, as they appear in an id_token. */
const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
export const CLAIM = {
  messageType: `${LTI}message_type`,
  version: `${LTI}version`,
  deploymentId: `${LTI}deployment_id`,
  targetLinkUri: `${LTI}target_link_uri`,
  resourceLink: `${LTI}resource_link`,
  roles: `${LTI}roles`,
  roleScopeMentor: `${LTI}role_scope_mentor`,
  context: `${LTI}context`,
  custom: `${LTI}custom`,
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  nrps: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
} as const;

export const MESSAGE_TYPES = ['LtiResourceLinkRequest', 'LtiDeepLinkingRequest'] as const;

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const url = z.string().check(z.maxLength(2000), z.url({ protocol: /^https?$/ }));

/**
 * The claims the tool reads of a launch's id_token, after its signature, issuer, audience and
 * times were checked. Anything else in the token is ignored.
 */
export const LaunchClaims = z.object({
  sub: text(255),
  nonce: text(255),
  azp: z.optional(z.string()),
  name: z.optional(z.string().check(z.maxLength(200))),
  given_name: z.optional(z.string().check(z.maxLength(100))),
  family_name: z.optional(z.string().check(z.maxLength(100))),
  email: z.optional(z.string().check(z.maxLength(254))),
  [CLAIM.messageType]: z.enum(MESSAGE_TYPES),
  [CLAIM.version]: z.literal('1.3.0'),
  [CLAIM.deploymentId]: text(255),
  [CLAIM.roles]: z.array(z.string().check(z.maxLength(500))).check(z.maxLength(100)),
  [CLAIM.roleScopeMentor]: z.optional(z.array(text(255)).check(z.maxLength(100))),
  [CLAIM.targetLinkUri]: z.optional(url),
  [CLAIM.resourceLink]: z.optional(z.object({ id: text(255), title: z.optional(z.string()) })),
  [CLAIM.context]: z.optional(
    z.object({
      id: text(255),
      title: z.optional(z.string().check(z.maxLength(200))),
      label: z.optional(z.string().check(z.maxLength(200))),
    }),
  ),
  [CLAIM.custom]: z.optional(z.record(z.string(), z.unknown())),
  [CLAIM.deepLinkingSettings]: z.optional(
    z.object({
      deep_link_return_url: url,
      accept_types: z.array(z.string()),
      accept_multiple: z.optional(z.boolean()),
      data: z.optional(z.string().check(z.maxLength(4096))),
    }),
  ),
  [CLAIM.ags]: z.optional(
    z.object({
      scope: z.optional(z.array(z.string()).check(z.maxLength(20))),
      lineitems: z.optional(url),
      lineitem: z.optional(url),
    }),
  ),
  [CLAIM.nrps]: z.optional(z.object({ context_memberships_url: url })),
});
export type LaunchClaims = z.infer<typeof LaunchClaims>;

export type LtiRole = 'teacher' | 'student' | 'parent';

const MEMBERSHIP = 'http://purl.imsglobal.org/vocab/lis/v2/membership#';
const INSTITUTION = 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#';
/** Context roles as full URIs, as sub-roles (`membership/Instructor#TeachingAssistant`) or, as LTI 1.1 allowed, short names. */
const contextRole = (roles: readonly string[], name: string): boolean =>
  roles.some(
    (r) =>
      r === `${MEMBERSHIP}${name}` || r === name || r.startsWith(`http://purl.imsglobal.org/vocab/lis/v2/membership/${name}#`),
  );

/**
 * The account role a launch's LTI roles give: Instructors (teaching assistants, content
 * developers and administrators of the course too) become Teachers, Mentors Parents, Learners
 * Students; the course role decides, the institution role only when the course names none.
 */
export function accountRole(roles: readonly string[]): LtiRole | undefined {
  if (['Instructor', 'ContentDeveloper', 'Administrator'].some((n) => contextRole(roles, n))) return 'teacher';
  if (contextRole(roles, 'Mentor')) return 'parent';
  if (contextRole(roles, 'Learner')) return 'student';
  if (roles.some((r) => r === `${INSTITUTION}Faculty` || r === `${INSTITUTION}Instructor`)) return 'teacher';
  if (roles.some((r) => r === `${INSTITUTION}Mentor`)) return 'parent';
  if (roles.some((r) => r === `${INSTITUTION}Student` || r === `${INSTITUTION}Learner`)) return 'student';
  return undefined;
}

/** The custom parameters a placed item carries (deep linking writes them): what the link opens. */
export const CUSTOM_MATERIAL = 'edu_material';
export const CUSTOM_TEST = 'edu_test';

/** The id a launch's custom parameter `param` names (a positive integer, as text or a number), or undefined. */
export function customId(claims: Pick<LaunchClaims, typeof CLAIM.custom>, param: string): number | undefined {
  const value = claims[CLAIM.custom]?.[param];
  const n =
    typeof value === 'string' && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
