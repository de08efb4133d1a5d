import { UserDetails } from '../components/user-details';
import { UserFrame } from './user-frame';

/** A user's profile, for administrators (docs/console.md#screens-and-routes /user/:login/info). */
export function UserInfoPage() {
  return <UserFrame>{(user) => <UserDetails user={user} />}</UserFrame>;
}
