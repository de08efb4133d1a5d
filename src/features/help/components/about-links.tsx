import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiDocumentationUrl } from '@/shared/http/api-documentation';
import { HELP_NS } from '../texts';
import { HelpSection } from './help-section';

export interface AboutLinksProps {
  version: string;
  revision: string;
  documentation: string | null;
  /** The API documentation is for administrators. */
  isAdmin: boolean;
}

const newTab = (href: string, text: string, hint: string) => (
  <Typography.Link href={href} target="_blank" rel="noopener noreferrer" aria-label={`${text} (${hint})`}>
    {text}
  </Typography.Link>
);

/** The documentation (when the server names it), the API documentation (administrators), and the version. */
export function AboutLinks({ version, revision, documentation, isAdmin }: AboutLinksProps) {
  const { t } = useTranslation(HELP_NS);
  const hint = t('about.newTab');
  return (
    <HelpSection id="help-about" title={t('about.title')}>
      {(documentation || isAdmin) && (
        <ul style={{ paddingInlineStart: 20 }}>
          {documentation && <li>{newTab(documentation, t('about.documentation'), hint)}</li>}
          {isAdmin && (
            <li>
              {newTab(apiDocumentationUrl(), t('about.apiDocumentation'), hint)}
              <Typography.Text type="secondary"> — {t('about.apiHint')}</Typography.Text>
            </li>
          )}
        </ul>
      )}
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'version', label: t('about.version'), children: version },
          {
            key: 'revision',
            label: t('about.revision'),
            children: <span style={{ overflowWrap: 'anywhere' }}>{revision}</span>,
          },
        ]}
      />
    </HelpSection>
  );
}
