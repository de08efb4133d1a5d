import { Alert } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerConfigError } from './logic/selection';

/**
 * Shown instead of the picker when its configuration cannot be honoured (docs/console.md#validation-rules).
 * The problem also goes to the console, once for each new set of problems.
 */
export function ConfigErrorAlert({ errors, details }: { errors: readonly PickerConfigError[]; details: unknown }) {
  const { t } = useTranslation('date-picker');
  const key = errors.join();
  const logged = useRef('');
  const detailsRef = useRef(details);
  useEffect(() => {
    detailsRef.current = details;
  });
  useEffect(() => {
    if (logged.current === key) return;
    logged.current = key;
    // eslint-disable-next-line no-console -- a developer's mistake: say what is wrong where they look
    console.error(`DateRangePicker: wrong configuration (${key})`, detailsRef.current);
  }, [key]);

  return (
    <Alert
      type="error"
      showIcon
      title={t('configError')}
      description={
        errors.length === 1 ? (
          t(`errors.${errors[0]!}`)
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 16 }}>
            {errors.map((e) => (
              <li key={e}>{t(`errors.${e}`)}</li>
            ))}
          </ul>
        )
      }
    />
  );
}
