import { GlobalOutlined } from '@ant-design/icons';
import { LANGS, type Lang } from '@mall/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLang } from '../../../../lib/i18n.ts';
import { applyLanguage } from '../../../../lib/language.ts';
import './language-switch.css';

// The menu order shoppers expect: Chinese first, then English, Korean, Russian.
const ORDER: Lang[] = ['zh-cn', 'zh-tw', 'en-us', 'ko-kr', 'ru'];

/** Each language listed by its own name ("English", "简体中文"…); choosing one is remembered. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('chrome');
  const current = isLang(i18n.language) ? i18n.language : 'en-us';
  const options = ORDER.filter((l) => LANGS.includes(l)).map((lang) => ({
    value: lang,
    label: i18n.getFixedT(lang, 'common')('langName'),
  }));
  return (
    <Select
      data-testid="lang-switch"
      className="mc-lang-switch"
      aria-label={t('topBar.language')}
      size="small"
      variant="borderless"
      prefix={<GlobalOutlined />}
      value={current}
      options={options}
      popupMatchSelectWidth={false}
      // Five options need no virtual list; without it each option is a real, visible role=option.
      virtual={false}
      onChange={(lang: Lang) => void applyLanguage(lang, true)}
    />
  );
}
