/**
 * What other modules may ask of the users module: the account rows and the activity history.
 * They come here, never to the repositories, which only this module touches.
 */
export {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  type NewUser,
  type UserRow,
} from './users.repository.ts';
export { recordActivity } from './activity.repository.ts';
