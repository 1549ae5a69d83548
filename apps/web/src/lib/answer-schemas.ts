/**
 * The answer schemas of the calls a public page or the header may make before anything else is
 * loaded. This module (and zod with it) is fetched on demand by `lazySchema`: the first paint of
 * the home page and the catalogue does not wait for the validation library, only the answers do.
 * A call made from a lazily loaded page imports its schema directly instead.
 */
export {
  allReadSchema,
  authResponseSchema,
  classAnswerSchema,
  classListSchema,
  eligibilitySchema,
  enrollmentMessageSchema,
  fullProfileSchema,
  messageAnswer,
  notificationListSchema,
  notificationReadSchema,
  offerAcceptedSchema,
  publicSettingsAnswerSchema,
  userAnswerSchema,
  userUpdatedSchema,
  waitlistEntryMessageSchema,
  waitlistMessageSchema,
} from '@careclass/shared';
