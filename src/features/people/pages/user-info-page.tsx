import { UserDetails } from '../components/user-details';
import { UserFrame } from './user-frame';

/** A user's profile, for administrators (SPEC §2 /user/:login/info). */
export function UserInfoPage() {
  return <UserFrame>{(user) => <UserDetails user={user} />}</UserFrame>;
}
