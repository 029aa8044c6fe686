import {
  feedbackQuestionTypes,
  ModuleId,
  type AccountPolicy,
  patternSource,
  type CustomerServiceEntry,
  type DomainRoute,
  type MaintenanceSetting,
  type RegionRestrictionSetting,
  type SiteResources,
} from '@app/contracts';

export const defaultResources: SiteResources = {
  siteName: 'TakaPlay',
  currency: { code: 'BDT', symbol: '৳', minorUnits: 2 },
  defaultLanguage: 'bn',
  timeZone: 'Asia/Dhaka',
  supportHours: '24/7',
  copyrightYear: 2023,
  socialLinks: [
    { name: 'Facebook', url: 'https://www.facebook.com/' },
    { name: 'Telegram', url: 'https://t.me/' },
    { name: 'YouTube', url: 'https://www.youtube.com/' },
  ],
  appDownload: { ios: '/app/ios', android: '/app/android' },
  languages: [
    ['bn', 'Bengali', 'বাংলা', true],
    ['en', 'English', 'English', true],
    ['hi', 'Hindi', 'हिन्दी', false],
    ['ur', 'Urdu', 'اردو', false],
    ['ne', 'Nepali', 'नेपाली', false],
    ['ta', 'Tamil', 'தமிழ்', false],
    ['te', 'Telugu', 'తెలుగు', false],
    ['mr', 'Marathi', 'मराठी', false],
    ['gu', 'Gujarati', 'ગુજરાતી', false],
    ['pa', 'Punjabi', 'ਪੰਜਾਬੀ', false],
    ['ml', 'Malayalam', 'മലയാളം', false],
    ['kn', 'Kannada', 'ಕನ್ನಡ', false],
    ['si', 'Sinhala', 'සිංහල', false],
    ['my', 'Burmese', 'မြန်မာ', false],
    ['th', 'Thai', 'ไทย', false],
    ['vi', 'Vietnamese', 'Tiếng Việt', false],
    ['id', 'Indonesian', 'Bahasa Indonesia', false],
    ['ms', 'Malay', 'Bahasa Melayu', false],
    ['tl', 'Filipino', 'Filipino', false],
    ['zh', 'Chinese (Simplified)', '简体中文', false],
    ['zh-TW', 'Chinese (Traditional)', '繁體中文', false],
    ['ja', 'Japanese', '日本語', false],
    ['ko', 'Korean', '한국어', false],
    ['ar', 'Arabic', 'العربية', false],
    ['fa', 'Persian', 'فارسی', false],
    ['tr', 'Turkish', 'Türkçe', false],
    ['ru', 'Russian', 'Русский', false],
    ['uk', 'Ukrainian', 'Українська', false],
    ['pt', 'Portuguese', 'Português', false],
    ['pt-BR', 'Portuguese (Brazil)', 'Português (Brasil)', false],
    ['es', 'Spanish', 'Español', false],
    ['fr', 'French', 'Français', false],
    ['de', 'German', 'Deutsch', false],
    ['it', 'Italian', 'Italiano', false],
  ].map(([code, name, nativeName, enabled]) => ({
    code: String(code),
    name: String(name),
    nativeName: String(nativeName),
    enabled: Boolean(enabled),
  })),
};

export const defaultMaintenance: MaintenanceSetting = { enabled: false, endTime: null };

export const defaultRegionRestriction: RegionRestrictionSetting = {
  enabled: false,
  blockedCountries: [],
  blockedCidrs: [],
  allowedCidrs: [],
};

export const defaultDomainRoute: DomainRoute = {
  mainDomain: 'localhost',
  routes: [
    { domain: 'localhost', path: '/' },
    { domain: 'agent.localhost', path: '/agent' },
  ],
};

export const defaultCustomerService: CustomerServiceEntry[] = [
  // The built-in chat; an outside chat's address here sends "live support" there instead.
  { csType: 'LIVE_CHAT', name: 'Live support', path: '/liveSupport' },
  { csType: 'TELEGRAM', name: 'Telegram', path: 'https://t.me/' },
  { csType: 'EMAIL', name: 'E-mail', path: 'mailto:support@example.com' },
];

export const defaultAccountPolicy: AccountPolicy = {
  minimumAge: 18,
  defaultPassword: 'Welcome123',
  passwordMaxAgeDays: 0,
  captcha: { afterFailures: 3, always: false },
  unregisteredIpVerification: { enabled: false, methods: ['sms', 'email', 'bankAccountName'] },
};

export const defaultSiteSettings: Record<string, unknown> = {
  resources: defaultResources,
  maintenance: defaultMaintenance,
  region_restriction: defaultRegionRestriction,
  domain_route: defaultDomainRoute,
  customer_service: defaultCustomerService,
  analytics: { measurementId: null },
  cdn: { imageCDNs: [], launchGameCDNs: [] },
  account_policy: defaultAccountPolicy,
  // A gateway's success for a deposit it had failed: 'credit' it, or hold it for staff ('review');
  // read by deposit_settle (db/sql/deposit_settle.sql).
  deposit_policy: { lateGatewaySuccess: 'credit' },
  // Feedback content between minWords and maxWords words (spec 5), at most 140 characters (spec 9).
  feedback: { minWords: 2, maxWords: 30, questionTypes: [...feedbackQuestionTypes] },
  // The VIP evaluation period (rewards/vip): levels over this period and the last.
  vip_policy: { period: 'monthly' },
};

/** [modId, parentId, enabled]; order is the display order. */
export const defaultModules: [string, string | null, boolean][] = [
  [ModuleId.register, null, true],
  [ModuleId.registerUsername, ModuleId.register, true],
  [ModuleId.registerMobile, ModuleId.register, true],
  [ModuleId.registerSmsVerification, ModuleId.registerMobile, true],
  [ModuleId.registerMobilePassword, ModuleId.registerMobile, true],
  [ModuleId.login, null, true],
  [ModuleId.loginSms, ModuleId.login, true],
  [ModuleId.forcePasswordChange, ModuleId.login, true],
  [ModuleId.freePlay, null, true],
  [ModuleId.manualRebate, null, true],
  [ModuleId.promotion, null, true],
  [ModuleId.referral, ModuleId.promotion, true],
  [ModuleId.vip, ModuleId.promotion, true],
  [ModuleId.pointsMall, ModuleId.promotion, true],
  [ModuleId.agent, null, true],
  [ModuleId.dividend, ModuleId.agent, true],
  [ModuleId.dailySalary, ModuleId.agent, true],
  [ModuleId.hourlySalary, ModuleId.agent, true],
  [ModuleId.realtimeSalary, ModuleId.agent, true],
];

interface RuleSeed {
  field: string;
  enabled: boolean;
  required: boolean;
  patternId: number;
  min: number;
  max: number;
  any?: boolean;
}

const rules: RuleSeed[] = [
  { field: 'username', enabled: true, required: true, patternId: 1, min: 4, max: 16 },
  { field: 'password', enabled: true, required: true, patternId: 5, min: 6, max: 20 },
  { field: 'confirmPassword', enabled: true, required: true, patternId: 5, min: 6, max: 20 },
  { field: 'mobileNum', enabled: true, required: false, patternId: 6, min: 10, max: 11 },
  { field: 'verificationCode', enabled: true, required: false, patternId: 6, min: 6, max: 6 },
  { field: 'email', enabled: true, required: false, patternId: 3, min: 5, max: 64 },
  { field: 'payeeName', enabled: false, required: false, patternId: 12, min: 2, max: 50 },
  { field: 'affiliateCode', enabled: true, required: false, patternId: 4, min: 4, max: 20 },
  { field: 'recommenderId', enabled: false, required: false, patternId: 4, min: 4, max: 16 },
  { field: 'captcha', enabled: false, required: false, patternId: 4, min: 4, max: 6 },
  { field: 'paymentPassword', enabled: false, required: false, patternId: 6, min: 6, max: 6 },
  { field: 'qqNum', enabled: false, required: false, patternId: 6, min: 5, max: 12 },
  { field: 'line', enabled: false, required: false, patternId: 9, min: 3, max: 50 },
  { field: 'whatsapp', enabled: false, required: false, patternId: 6, min: 6, max: 15 },
  { field: 'facebook', enabled: false, required: false, patternId: 9, min: 3, max: 50 },
  { field: 'wechat', enabled: false, required: false, patternId: 9, min: 3, max: 50 },
  { field: 'idNumber', enabled: false, required: false, patternId: 4, min: 6, max: 20 },
];

export const defaultRegisterRules = rules.map((rule, index) => ({
  field: rule.field,
  enabled: rule.enabled,
  required: rule.required,
  pattern: rule.any ? '*' : patternSource(rule.patternId),
  pattern_id: rule.patternId,
  min_length: rule.min,
  max_length: rule.max,
  sort: index,
}));

export const defaultCountries: [string, string, string][] = [
  ['BD', '+880', 'Bangladesh'],
  ['IN', '+91', 'India'],
  ['PK', '+92', 'Pakistan'],
  ['NP', '+977', 'Nepal'],
  ['LK', '+94', 'Sri Lanka'],
  ['BT', '+975', 'Bhutan'],
  ['MV', '+960', 'Maldives'],
  ['MM', '+95', 'Myanmar'],
  ['MY', '+60', 'Malaysia'],
  ['SG', '+65', 'Singapore'],
  ['TH', '+66', 'Thailand'],
  ['VN', '+84', 'Vietnam'],
  ['PH', '+63', 'Philippines'],
  ['ID', '+62', 'Indonesia'],
  ['AE', '+971', 'United Arab Emirates'],
  ['SA', '+966', 'Saudi Arabia'],
  ['QA', '+974', 'Qatar'],
  ['KW', '+965', 'Kuwait'],
  ['OM', '+968', 'Oman'],
  ['BH', '+973', 'Bahrain'],
  ['GB', '+44', 'United Kingdom'],
  ['IT', '+39', 'Italy'],
  ['US', '+1', 'United States'],
  ['CA', '+1', 'Canada'],
  ['AU', '+61', 'Australia'],
  ['JP', '+81', 'Japan'],
  ['KR', '+82', 'South Korea'],
  ['HK', '+852', 'Hong Kong'],
];
