// react-i18next as the portal shares it (federation.cjs: the `import` of the 'react-i18next' singleton). A shared
// module ships every export whoever uses it, so this entry re-exports the package's API minus what `/` and most
// pages never use: IcuTrans (ICU-message markup, ~2 KB gzip with its tokenizer and entity decoder), the
// server-side rendering helpers (useSSR, withSSR, composeInitialProps, getInitialProps) and Trans (~4 KB gzip with
// its HTML parser). Trans is its own shared module: `import { Trans } from 'react-i18next/TransWithoutContext'`
// and pass it `t` (from useTranslation). Whatever is not listed here is `undefined` in every app: add it here
// before an app imports it.
export {
  I18nContext,
  I18nextProvider,
  Translation,
  getDefaults,
  getI18n,
  initReactI18next,
  setDefaults,
  setI18n,
  useTranslation,
  withTranslation,
} from 'react-i18next-package';
