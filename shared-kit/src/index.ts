/**
 * @arena/shared-kit — the public surface, named export by export. Everything else is private.
 * shared-kit is a Module Federation singleton: one copy serves the shell and every remote.
 */
import './singletons';

export { apiCall, assetUrl, type CallOptions, type RequestOptions } from './api/api-client';
export { ApiError, ErrorCodes, isApiError, NETWORK_ERROR_STATUS } from './api/api-error';
export { sayRefusal, type RefusalDetails, type RefusalSayings } from './api/refusal-text';
export { browserNavigation, redirectToSignIn, signInUrl } from './api/auth-redirect';
export type {
  ApiErrorBody,
  BracketType,
  ChatMatchType,
  ChatMessage,
  Connections,
  Country,
  GeoIp,
  Locale,
  LocalizedImage,
  LocalizedText,
  MatchHistoryMatch,
  MatchParticipant,
  Notification,
  PassBuff,
  PassMission,
  PassProgress,
  PassTier,
  PassTiersResponse,
  Post,
  PostTranslation,
  PrizeItem,
  RewardType,
  ProfileUpdate,
  PublicProfile,
  RegisteredTournament,
  RegistrationCreated,
  RegistrationState,
  CurrentMatch,
  MatchPlayerSummary,
  MatchTeamSide,
  MatchStatusResponse,
  MatchWinner,
  MatchVerification,
  MatchResultEvent,
  MatchmakingMatchPlayer,
  MatchmakingMatch,
  MatchmakingStatus,
  MatchReport,
  MatchResult,
  LeaderboardEntry,
  LeaderboardPage,
  MatchFoundEvent,
  QueueStatusEvent,
  MatchmakingResultEvent,
  RegistrationStatus,
  DiscordAccount,
  TwitterAccount,
  AdminSupportTicket,
  SupportEmbed,
  SupportMessage,
  SupportTicket,
  Team,
  TeamInvite,
  TeamMember,
  TeamRole,
  Tournament,
  TournamentBracket,
  TournamentPlayerEntry,
  TournamentRegistration,
  TournamentStatus,
  TournamentTeamEntry,
  TournamentTeamMember,
  TournamentTeams,
  TournamentType,
  User,
  VanityStatus,
} from '@arena/contract';
export { deviceInfo, readFileAsDataUrl } from './browser/bug-report-details';
export { copyToClipboard } from './browser/clipboard';
export { afterPageSettles, SETTLE_DELAY_MS } from './browser/after-page-settles';
export { fetchPriority, type FetchPriority } from './browser/fetch-priority';
export { clearRewardCodeKey, openRewardCode, type OpenedRewardCode } from './crypto/reward-code';
export { ACCEPTED_IMAGE_TYPES, imageFileProblem, type ImageFileProblem } from './browser/image-file';
export {
  createRemoteLifecycles,
  loadRemoteRuntime,
  type RemoteAppProps,
} from './app/create-remote-lifecycles';
export { mountStandalone, type StandaloneFrameOptions } from './app/standalone';
export {
  getPlatformConfig,
  loadPlatformConfig,
  pathMatchesPrefix,
  setPlatformConfig,
  type PlatformConfig,
  type RemoteDescriptor,
} from './config/platform-config';
export { PASS_LAUNCH_DATE } from './config/pass-launch';
export {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDuration,
  formatNumber,
  formatRelativeTime,
  intlFormatter,
  intlLocale,
  regionGroup,
  regionLabel,
  timeZoneAbbreviation,
} from './format/format';
export {
  applyDocumentLanguage,
  currentLocale,
  directionOf,
  i18n,
  localized,
  loadLocale,
  LOCALES,
  registerNamespace,
  setLocale,
  type NamespaceSource,
  type NamespaceStrings,
} from './i18n/i18n';
export { useLocale } from './i18n/use-locale';
export { AppLink, navigateTo } from './navigation/app-link';
export { pageTitle, usePageTitle } from './navigation/page-title';
export { usePageMeta, type PageMeta } from './navigation/page-meta';
export {
  AUTH_COOKIE,
  AUTH_COOKIE_DAYS,
  PASS_REGISTERED_COOKIE,
  readCookie,
  removeCookie,
  writeCookie,
} from './session/cookies';
export { sessionStore, useSession, type SessionState } from './session/session-store';
export { banReasonOf, NO_BAN_REASON } from './session/ban-reason';
export { SIGN_IN_STATE_COOKIE, signInState, TOKEN_PARAM } from './session/address-token';
export { consumeTokenFromAddress } from './session/token-from-url';
export { registerSingletons } from './singletons';
export {
  connectSocket,
  RECONNECT_BACKOFF,
  RECONNECT_POLICIES,
  reconnectDelayMs,
  type ChannelEvents,
  type ChannelSocket,
  type ReconnectPolicy,
} from './socket/socket';
export {
  ConfirmDialog,
  Dialog,
  TypeToDeleteDialog,
  type ConfirmDialogProps,
  type DialogProps,
} from './ui/dialog';
export {
  EmptyState,
  ErrorBoundary,
  LoadFailed,
  Unavailable,
  type EmptyStateProps,
  type LoadFailedProps,
  type LoadFailureKind,
} from './ui/feedback';
export {
  FieldError,
  FieldHint,
  SelectField,
  TextareaField,
  TextField,
  type FieldFrameProps,
  type SelectFieldProps,
  type TextareaFieldProps,
  type TextFieldProps,
} from './ui/form-field';
export {
  ImagePicker,
  preloadImagePicker,
  type ImagePickerProps,
  type ImagePickerShape,
} from './ui/image-picker';
export { KitProvider, queryClient, type KitProviderProps } from './ui/kit-provider';
export {
  Accordion,
  type AccordionEntry,
  type AccordionHeadingLevel,
  type AccordionProps,
} from './ui/accordion';
export { CenteredPage } from './ui/centered-page';
export { NotFoundPage, type NotFoundPageProps } from './ui/not-found-page';
export { Pager, type PagerProps } from './ui/pager';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type SortDirection,
  type TableSort,
} from './ui/data-table';
export { useDeferredQuery } from './query/deferred-query';
export { loadQueryClient, QueryScope } from './query/query-client';
export {
  Alert,
  Avatar,
  Badge,
  BusyPlaceholder,
  Button,
  ButtonLink,
  Card,
  Field,
  Grid,
  Heading,
  Input,
  Muted,
  PageContainer,
  SectionTitle,
  Skeleton,
  Spinner,
  VisuallyHidden,
  type BadgeTone,
  type ButtonVariant,
} from './ui/primitives';
export { Menu, type MenuEntry, type MenuProps, type MenuTriggerProps } from './ui/menu';
export { popoverSurface } from './ui/popover';
export {
  STAFF_NAV,
  StaffFrame,
  staffNavFor,
  type StaffFrameProps,
  type StaffNavEntry,
} from './ui/staff-frame';
export { Tabs, type TabItem, type TabsProps } from './ui/tabs';
export { theme, type ArenaTheme } from './ui/theme';
export {
  WidgetContent,
  WidgetSection,
  type WidgetContentProps,
  type WidgetSectionProps,
} from './ui/widget-section';
export { toast, type ToastTone } from './ui/toasts';
