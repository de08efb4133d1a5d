import { Type, type Static } from '@sinclair/typebox';
import { Email, IsoTime, Language, Login, NewLogin, PageNumber, PageSize, Password, SingleLine } from './common';
import { StreamUid } from './stream';

/** At most this many streams followed by one user. */
export const FOLLOWED_STREAMS_MAX = 200;

/** The streams a user follows (docs/motion.md#following-streams): their own list, kept with them. */
export const FollowedStreams = Type.Array(StreamUid, {
  maxItems: FOLLOWED_STREAMS_MAX,
  uniqueItems: true,
  description:
    'Uids of the streams the user follows, for in-app notifications of their events. On read, uids of streams ' +
    'that no longer exist or that the user may no longer view are left out.',
});

export const PermissionType = Type.Union([Type.Literal('admin'), Type.Literal('user')]);
export type PermissionType = Static<typeof PermissionType>;

/** A user as the API shows it. Never carries the password or its hash. */
export const User = Type.Object(
  {
    name: Login,
    email: Type.String({ description: 'May be empty for users created without one.' }),
    fullName: Type.String(),
    language: Language,
    isAdmin: Type.Boolean(),
    permissionType: PermissionType,
    maxStreamCreation: Type.Integer({
      minimum: -1,
      description: 'How many streams the user may create; -1 is unlimited. 0 with a non-admin means read-only.',
    }),
    isManaged: Type.Boolean({ description: 'Managed by an outside directory; its profile is read-only here.' }),
    isBlocked: Type.Boolean(),
    isReadOnly: Type.Boolean({ description: 'Derived: maxStreamCreation is 0 and the user is not an admin.' }),
    mustChangePassword: Type.Boolean({
      description:
        'The user must choose a new password before anything else: until then the server answers only ' +
        'getMe, updateMe and signOut (others: Forbidden, reason passwordChangeRequired) and the console ' +
        'holds the user on profile edit.',
    }),
    secondFactor: Type.Boolean({ description: 'The user has a confirmed second factor (an authenticator app).' }),
    createdTime: IsoTime,
    followedStreams: Type.Optional({
      ...FollowedStreams,
      description: `${FollowedStreams.description ?? ''} Only in one's own profile (getMe, updateMe).`,
    }),
  },
  { additionalProperties: false },
);
export type User = Static<typeof User>;

export const SignInBody = Type.Object(
  { login: SingleLine({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBody>;

/** Signed in: the session cookie is set. */
export const SignedIn = Type.Object(
  {
    mustChangePassword: Type.Boolean({ description: 'The console sends the user to profile edit first.' }),
    enrolmentRequired: Type.Optional(
      Type.Boolean({
        description:
          'The policy asks this user for a second factor and they have none: until they enrol one, the session ' +
          'answers only getMe, updateMe, signOut and the enrolment calls (others: Forbidden, reason secondFactorRequired).',
      }),
    ),
    user: User,
  },
  { additionalProperties: false },
);
export type SignedIn = Static<typeof SignedIn>;

/** The password was right and the user has a second factor: no session yet, a ticket for the second step. */
export const SecondFactorChallenge = Type.Object(
  {
    secondFactorRequired: Type.Literal(true),
    methods: Type.Array(Type.Union([Type.Literal('totp'), Type.Literal('recovery'), Type.Literal('webauthn')])),
    ticket: Type.String({
      description: 'Opaque, single use, valid for 5 minutes: send it with the code to POST /v1/sign-in/second-factor.',
    }),
  },
  { additionalProperties: false },
);
export type SecondFactorChallenge = Static<typeof SecondFactorChallenge>;

export const SignInReply = Type.Union([SignedIn, SecondFactorChallenge]);
export type SignInReply = Static<typeof SignInReply>;

/** PATCH /v1/user. A new password or e-mail needs oldPassword. */
export const UpdateMeBody = Type.Object(
  {
    name: Type.Optional(NewLogin),
    email: Type.Optional(Email),
    fullName: Type.Optional(SingleLine({ maxLength: 200 })),
    language: Type.Optional(Language),
    followedStreams: Type.Optional(FollowedStreams),
    password: Type.Optional(Password),
    oldPassword: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateMeBody = Static<typeof UpdateMeBody>;

/** POST /v1/users: an administrator creates a user. */
export const CreateUserBody = Type.Object(
  {
    name: NewLogin,
    password: Password,
    email: Type.Optional(Email),
    fullName: Type.Optional(SingleLine({ maxLength: 200 })),
    language: Type.Optional(Language),
    permissionType: PermissionType,
    maxStreamCreation: Type.Optional(Type.Integer({ minimum: -1, maximum: 100000 })),
    mustChangePassword: Type.Optional(
      Type.Boolean({ description: 'Ask the user for a new password at first sign-in.' }),
    ),
  },
  { additionalProperties: false },
);
export type CreateUserBody = Static<typeof CreateUserBody>;

/** PUT /v1/user/{login}: an administrator edits a user. Every field optional. */
export const UpdateUserBody = Type.Object(
  {
    email: Type.Optional(Email),
    fullName: Type.Optional(SingleLine({ maxLength: 200 })),
    language: Type.Optional(Language),
    password: Type.Optional(Password),
    permissionType: Type.Optional(PermissionType),
    maxStreamCreation: Type.Optional(Type.Integer({ minimum: -1, maximum: 100000 })),
    mustChangePassword: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateUserBody = Static<typeof UpdateUserBody>;

/** What a user is allowed, as the users list filters it: admin, user (may add streams), read-only. */
export const UserRole = Type.Union([Type.Literal('admin'), Type.Literal('user'), Type.Literal('readOnly')]);
export type UserRole = Static<typeof UserRole>;

/** GET /v1/users. `search` is plain text (no wildcards): a part of the login, e-mail or full name. */
export const UserListQuery = Type.Object(
  {
    page: Type.Optional(PageNumber),
    pageSize: Type.Optional(PageSize),
    search: Type.Optional(SingleLine({ maxLength: 200 })),
    role: Type.Optional(UserRole),
    blocked: Type.Optional(Type.Boolean()),
    sortBy: Type.Optional(
      Type.Union([Type.Literal('login'), Type.Literal('email'), Type.Literal('fullName'), Type.Literal('createdTime')]),
    ),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  },
  { additionalProperties: false },
);
export type UserListQuery = Static<typeof UserListQuery>;

export const UserList = Type.Object(
  { items: Type.Array(User), total: Type.Integer({ minimum: 0, description: 'Users the search and filters find.' }) },
  { additionalProperties: false },
);
export type UserList = Static<typeof UserList>;

export const LoginParams = Type.Object({ login: Login }, { additionalProperties: false });

export const SendResetBody = Type.Object({ email: Email }, { additionalProperties: false });
export const SendResetReply = Type.Object(
  {
    retryAfter: Type.Integer({
      minimum: 0,
      description: 'Seconds before another code may be asked for; also in the Retry-After header.',
    }),
  },
  { additionalProperties: false },
);
export const ResetPasswordBody = Type.Object(
  { email: Email, code: Type.String({ pattern: '^[0-9]{6,10}$' }), password: Password },
  { additionalProperties: false },
);
