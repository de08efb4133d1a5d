import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePassword } from '../logic/password-generator';

const randomInts = (count: number) => crypto.getRandomValues(new Uint32Array(count));

/**
 * A new password field with a generator: a generated password is put in and shown, so the
 * administrator can pass it on; the server's complexity rule is written under the field.
 */
export function PasswordWithGenerator({
  form,
  label,
  rules,
  extra,
  disabled,
}: {
  form: FormInstance;
  label: string;
  rules: Rule[];
  extra: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('people');
  const [visible, setVisible] = useState(false);
  const generate = () => {
    form.setFieldValue('password', generatePassword(randomInts));
    setVisible(true);
    void form.validateFields(['password']);
  };
  return (
    <Form.Item label={label} extra={extra} required={rules.some((r) => typeof r === 'object' && r.required)}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="password" rules={rules} noStyle>
          <Input.Password
            aria-label={label}
            autoComplete="new-password"
            disabled={disabled}
            visibilityToggle={{ visible, onVisibleChange: setVisible }}
          />
        </Form.Item>
        <Button icon={<ThunderboltOutlined aria-hidden />} onClick={generate} disabled={disabled}>
          {t('fields.generate')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
