import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from './icon';
import type { FieldBinding } from './use-plain-form';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name' | 'type' | 'id'>;

interface TextFieldProps extends InputProps {
  label: string;
  /** The field's value, message and ref (`usePlainForm().field(name)`). */
  binding: FieldBinding;
  /** A line under the field, read with it (antd's `extra`). */
  help?: string;
  /** A password: hidden, with a switch that shows what was typed. */
  secret?: boolean;
  /** An e-mail address brings the keyboard with @ on phones (the form checks it itself). */
  type?: 'text' | 'email';
}

/**
 * A labelled text field as antd's vertical form item draws it, without its code: the label above,
 * the help and the message under the field, both read as the field's description, the field
 * marked invalid while it has a message.
 */
export function TextField({ label, binding, help, secret = false, type = 'text', ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const described = [binding.error && `${id}-error`, help && `${id}-help`].filter(Boolean).join(' ');
  const field = (
    <input
      {...input}
      ref={binding.inputRef}
      id={id}
      name={binding.name}
      type={secret ? (shown ? 'text' : 'password') : type}
      value={binding.value}
      onChange={(event) => binding.onChange(event.target.value)}
      aria-invalid={binding.error ? true : undefined}
      aria-required={binding.required || undefined}
      aria-describedby={described || undefined}
      className={secret ? 'vigil-input__inner' : 'vigil-input'}
    />
  );
  return (
    <div className="vigil-field">
      <label className="vigil-field__label" htmlFor={id}>
        {label}
      </label>
      {secret ? (
        <span className={`vigil-input vigil-input--affix${binding.error ? ' vigil-input--invalid' : ''}`}>
          {field}
          <button
            type="button"
            className="vigil-input__reveal"
            aria-label={t('typedShow')}
            aria-pressed={shown}
            // The caret stays in the field.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setShown((s) => !s)}
          >
            <PlainIcon icon={shown ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        </span>
      ) : (
        field
      )}
      {binding.error && (
        <div id={`${id}-error`} className="vigil-field__error">
          {binding.error}
        </div>
      )}
      {help && (
        <div id={`${id}-help`} className="vigil-field__help">
          {help}
        </div>
      )}
    </div>
  );
}
