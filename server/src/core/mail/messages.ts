import type { MailMessage } from './mailer';

/** The password reset message, in English and Russian both (the server does not know the reader's language yet). */
export function resetCodeMail(to: string, code: string, minutes: number): MailMessage {
  return {
    to,
    subject: 'Vigil password reset code',
    text: [
      `Your Vigil password reset code is ${code}. It expires in ${minutes} minutes.`,
      'If you did not ask for it, ignore this message: your password stays as it is.',
      '',
      `Ваш код для сброса пароля Vigil: ${code}. Он действует ${minutes} минут.`,
      'Если вы не запрашивали код, просто не обращайте внимания на это письмо: пароль не изменится.',
      '',
    ].join('\n'),
  };
}

/** The message an administrator sends themself to try the SMTP settings. */
export function testMail(to: string, appTitle: string): MailMessage {
  return {
    to,
    subject: `${appTitle}: test message`,
    text: [
      `This is a test message from ${appTitle}: the server's e-mail settings work.`,
      '',
      `Это тестовое письмо от ${appTitle}: настройки почты сервера работают.`,
      '',
    ].join('\n'),
  };
}
