/**
 * The answer type of each module route the app calls, so `api('EST/queries/checkContractDate')`
 * is typed without a cast. A path matches a pattern (`CAC/entities/USUARIO/${number}`); a path no
 * pattern matches answers `unknown` and must be narrowed by the caller.
 *
 * The answers are the server's, generated once from its route schemas (src/generated/api-types.ts);
 * where a schema leaves a part open (`units`, the access map), the app's own type narrows it.
 */
import type {
  AccessControlAnswer,
  ActivityLogAnswer,
  BrandingAnswer,
  ClientErrorAnswer,
  ContractAnswer as ContractSchemaAnswer,
  ContractRenewalAnswer,
  DashboardViewsAnswer,
  FileUploadAnswer,
  HealthCheckAnswer,
  MetaAnswer,
  OwnProfileAnswer,
  SessionAnswer as SessionSchemaAnswer,
  SignInAnswer,
  SignOutAnswer,
  SsoDomainAnswer,
  SsoSignInAnswer,
  TagImportAnswer,
} from '../../generated/api-types.js';
import type { ContractStatus } from '../../domain/contract/contract-dates.js';
import type { DashboardView } from '../../domain/navigation/dashboard-views.js';
import type { ClientRules } from '../../domain/navigation/client-rules.js';
import type { AccessMap } from '../../domain/navigation/filter-menu.js';
import type { SsoSettings } from '../../domain/sso/sso-identity.js';
import type { SessionUnit, SessionUser } from '../auth/session-store.js';

export type ContractAnswer = (ContractSchemaAnswer | ContractRenewalAnswer) & { status: ContractStatus };
export type SessionAnswer = SessionSchemaAnswer & { data: SessionUser; units: SessionUnit[] };

type ApiRoutes =
  | { path: 'miscellaneous/signals/healthcheck'; answer: HealthCheckAnswer }
  | { path: '/meta.json'; answer: MetaAnswer }
  | { path: 'CAC/actions/login'; answer: SignInAnswer }
  | { path: 'CAC/actions/loginADFS'; answer: SsoSignInAnswer }
  | { path: 'CAC/actions/logout'; answer: SignOutAnswer }
  | { path: 'CAC/queries/session'; answer: SessionAnswer }
  | { path: 'CAC/queries/accessControl'; answer: AccessControlAnswer & { data: AccessMap; clientRules?: ClientRules } }
  | { path: `CAC/entities/USUARIO/${number}`; answer: OwnProfileAnswer & { data: SessionUser } }
  | { path: 'EST/queries/checkContractDate' | 'EST/queries/setNewContractDate'; answer: ContractAnswer }
  | { path: `GDV/entities/ALLVISAO/${number}`; answer: DashboardViewsAnswer & { data: DashboardView[] } }
  | { path: 'ADFS/queries/DOMAIN'; answer: SsoDomainAnswer & { data: SsoSettings } }
  | { path: `config/${string}`; answer: BrandingAnswer }
  | { path: 'LOG/actions/clientError'; answer: ClientErrorAnswer }
  | { path: 'LOG/entities/DATA/ALL'; answer: ActivityLogAnswer }
  | { path: 'MES/actions/importTags'; answer: TagImportAnswer }
  | { path: `INT/actions/getFile/${string}`; answer: Blob }
  | { path: 'INT/actions/uploadFile'; answer: FileUploadAnswer & { data: { name: string } } };

type Matching<P extends string, R = ApiRoutes> = R extends { path: infer Pattern; answer: infer Answer } ? (P extends Pattern ? Answer : never) : never;

/** The answer of a route path; `unknown` for a path the table does not know. */
export type AnswerOf<P extends string> = [Matching<P>] extends [never] ? unknown : Matching<P>;
