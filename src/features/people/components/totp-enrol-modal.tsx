import { CopyOutlined, DownloadOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Modal, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TotpEnrolment } from '@contract/index';
import { ApiError } from '@/shared/http/api-error';
import { useSessionStore } from '@/shared/session/session-store';
import { FormError } from '@/shared/ui/form-error';
import { useServerFieldError } from '@/shared/ui/password-field';
import { saveBlob } from '@/shared/ui/save-blob';
import { cleanTotpCode, isTotpCode, recoveryCodesText } from '../logic/recovery-codes';
import type { useTwoFactor } from '../use-two-factor';

type TwoFactor = ReturnType<typeof useTwoFactor>;

/**
 * Enrolling an authenticator app (docs/people.md#second-factor): the QR code the server drew and the
 * secret, a code of the app to confirm; then the ten recovery codes, shown this once, to copy or
 * download. Closing forgets them.
 */
export function TotpEnrolModal({
  open,
  onClose,
  onEnrolled,
  twoFactor,
}: {
  open: boolean;
  onClose: () => void;
  /** Told once the enrolment is done and the signed-in user read again. */
  onEnrolled?: () => void;
  twoFactor: TwoFactor;
}) {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ code: string }>();
  const appTitle = useSessionStore((s) => s.settings?.appTitle ?? 'Vigil');
  const login = useSessionStore((s) => s.user?.name ?? '');
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { start, confirm, refresh } = twoFactor;
  useServerFieldError(form, confirm.error, ['code']);

  useEffect(() => {
    if (!open) return;
    setEnrolment(null);
    setCodes(null);
    confirm.reset();
    start.mutate(undefined, { onSuccess: setEnrolment });
    // A new pending secret each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = () => {
    if (codes) {
      void refresh().then(() => {
        void message.success(t('security.enrolled'));
        onEnrolled?.();
      });
    }
    onClose();
  };
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('security.copied'));
    } catch {
      void message.error(t('security.copyFailed'));
    }
  };
  const submit = async ({ code }: { code: string }) => {
    try {
      setCodes((await confirm.mutateAsync(cleanTotpCode(code))).recoveryCodes);
    } catch {
      // Shown on the field or above the form.
    }
  };
  const startError = start.error instanceof ApiError ? start.error : null;
  const confirmError = confirm.error instanceof ApiError && !confirm.error.field ? confirm.error : null;

  return (
    <Modal
      open={open}
      title={codes ? t('security.codesTitle') : t('security.enrol')}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        codes ? (
          <Button type="primary" onClick={close}>
            {t('security.codesDone')}
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>{t('common:cancel')}</Button>
            <Button type="primary" onClick={() => form.submit()} loading={confirm.isPending} disabled={!enrolment}>
              {t('security.confirm')}
            </Button>
          </Space>
        )
      }
    >
      {codes ? (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Alert type="warning" showIcon icon={<WarningOutlined aria-hidden />} title={t('security.codesText')} />
          <ul aria-label={t('security.codesLabel')} style={{ columns: 2, margin: 0, paddingInlineStart: 20 }}>
            {codes.map((code) => (
              <li key={code}>
                <Typography.Text code>{code}</Typography.Text>
              </li>
            ))}
          </ul>
          <Space wrap>
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(codes.join('\n'))}>
              {t('security.copy')}
            </Button>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              onClick={() =>
                saveBlob(
                  new Blob([recoveryCodesText(appTitle, login, codes)], { type: 'text/plain' }),
                  `${login}-recovery-codes.txt`,
                )
              }
            >
              {t('security.download')}
            </Button>
          </Space>
        </Space>
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <FormError error={startError ?? confirmError} />
          {!enrolment && !startError && <Spin aria-label={t('security.enrol')} />}
          {enrolment && (
            <>
              <Typography.Paragraph style={{ marginBottom: 0 }}>{t('security.scan')}</Typography.Paragraph>
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
                alt={t('security.qrLabel')}
                width={200}
                height={200}
                style={{ alignSelf: 'center', background: '#fff' }}
              />
              <Space.Compact style={{ width: '100%' }}>
                <Input
                  readOnly
                  value={enrolment.secret}
                  aria-label={t('security.secret')}
                  style={{ fontFamily: 'monospace' }}
                />
                <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(enrolment.secret)}>
                  {t('security.copy')}
                </Button>
              </Space.Compact>
              <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
                <Form.Item
                  name="code"
                  label={t('security.code')}
                  rules={[
                    {
                      validator: (_, value: string | undefined) =>
                        isTotpCode(value ?? '')
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('security.codeRequired'))),
                    },
                  ]}
                >
                  <Input inputMode="numeric" autoComplete="one-time-code" maxLength={12} autoFocus />
                </Form.Item>
              </Form>
            </>
          )}
        </Space>
      )}
    </Modal>
  );
}
