import { AntdScope } from './antd-scope';
import { RootProviders, type RootProvidersProps } from './root-providers';

/**
 * Everything a component of the console is drawn in: the root's providers and antd's at once.
 * Tests and stories wrap components in it; the console itself loads antd's part only with the
 * first page that draws with antd (see `router.tsx`).
 */
export function Providers({ children, ...look }: RootProvidersProps) {
  return (
    <RootProviders {...look}>
      <AntdScope>{children}</AntdScope>
    </RootProviders>
  );
}
