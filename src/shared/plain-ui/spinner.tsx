import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { PlainIcon } from './icon';

/** A turning ring at the given size, in the primary colour (antd's Spin, without its code). */
export function Spinner({ size = 32 }: { size?: number }) {
  return (
    <span className="vigil-spinner" style={{ fontSize: size }}>
      <PlainIcon icon={LoadingOutlined} spin />
    </span>
  );
}
