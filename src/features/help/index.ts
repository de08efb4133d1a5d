// The page is loaded lazily by the route table (src/app/routes.tsx); what other code may use of this feature:
export { CAMERA_ADDRESSES, type CameraAddress } from './logic/camera-addresses';
export { STREAM_FAILURE_REASONS } from './logic/failure-reasons';
