export { FollowButton } from './follow-button';
export { followingKey } from './api';
export { useFollowed, useToggleFollow } from './use-followed';
