import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.ts';
import { language, userRole, userStatus } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('student'),
    status: userStatus('status').notNull().default('active'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    emergencyContact: text('emergency_contact'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    /** The language of the person's e-mails, notices and documents (docs/decisions/0053). */
    preferredLanguage: language('preferred_language').notNull().default('en'),
    emailVerifiedAt: tstz('email_verified_at'),
    lastLogin: tstz('last_login'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // E-mail is unique whatever its case.
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_created_idx').on(t.createdAt, t.id),
    // Contains-search of admin-users.repository.ts (`searchable`): a trigram index on exactly
    // that expression (pg_trgm, docs/decisions/0043).
    index('users_search_trgm_idx').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName} || chr(31) || ${t.email}) gin_trgm_ops`,
    ),
    index('users_last_login_idx').on(t.lastLogin),
  ],
);

/**
 * One row per issued token. A token works only while its session is neither revoked nor expired,
 * so logout ends one device, and role, status or password changes end them all at once.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    /** Last authenticated call, kept to the minute: an idle back-office session ends. */
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Reset tokens are stored hashed, valid for a limited time and usable once. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * E-mail verification links, stored hashed like reset tokens: valid for a day and usable once
 * (docs/decisions/0029).
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

/** Events counted by the rate limiter; kept in the database so several instances share them. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: id(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_key_idx').on(t.key, t.createdAt)],
);

/** What a student would look for in their history (profile Activity section). */
export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_user_idx').on(t.userId, t.createdAt),
    // The analytics read a range of days: action and user ride along for an index-only scan.
    index('activity_log_created_idx').on(t.createdAt, t.action, t.userId),
  ],
);

/** Cards are never sent to the server in full: only the last four digits and expiry are kept. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentType: text('payment_type').notNull().default('credit_card'),
    lastFour: text('last_four').notNull(),
    expiryDate: text('expiry_date').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('payment_methods_user_idx').on(t.userId)],
);
