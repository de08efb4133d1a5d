/**
 * Typical RTSP addresses of common camera makers (main stream, first channel). `user`,
 * `password` and `host` are the camera's; the camera's manual or its ONVIF profile has the rest.
 */
export interface CameraAddress {
  maker: string;
  /** null where the address comes from the camera itself (ONVIF). */
  url: string | null;
}

export const CAMERA_ADDRESSES: readonly CameraAddress[] = [
  { maker: 'Hikvision', url: 'rtsp://user:password@host:554/Streaming/Channels/101' },
  { maker: 'Dahua', url: 'rtsp://user:password@host:554/cam/realmonitor?channel=1&subtype=0' },
  { maker: 'Axis', url: 'rtsp://user:password@host/axis-media/media.amp' },
  { maker: 'Uniview', url: 'rtsp://user:password@host:554/media/video1' },
  { maker: 'Reolink', url: 'rtsp://user:password@host:554/h264Preview_01_main' },
  { maker: 'Hanwha (Wisenet)', url: 'rtsp://user:password@host:554/profile2/media.smp' },
  { maker: 'ONVIF', url: null },
];
