// The interface language as two buttons, each name in its own language ('Tiếng Việt · English'): the
// pressed one is the language shown. Screen readers read each name with its own pronunciation.
import { INTERFACE_LANGUAGES } from '@shared/language';
import { useChooseLanguage } from '@/hooks/use-choose-language';
import { useT } from '@/i18n/i18n';
import styles from './language-choice.module.css';

export function LanguageChoice({ className }: { className?: string }) {
  const t = useT();
  const { language, chooseLanguage } = useChooseLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className={`${styles.choice} ${className ?? ''}`}>
      {INTERFACE_LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          className={styles.option}
          onClick={() => void chooseLanguage(option)}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
