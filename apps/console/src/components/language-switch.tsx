import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { LANGS, type Lang } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from '../lib/language.ts';

/** The five languages; the choice is remembered for the console. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const items = LANGS.map((lang) => ({ key: lang, label: t(`common:lang.${lang}`) }));
  return (
    <Dropdown
      menu={{
        items,
        selectable: true,
        selectedKeys: [i18n.language],
        onClick: ({ key }) => void applyLanguage(key as Lang, true),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('common:language')}>
        {t(`common:lang.${i18n.language}`)}
      </Button>
    </Dropdown>
  );
}
