import {
  inEveryLanguage,
  interpolate,
  type KeyedText,
  type Language,
  type LocalizedText,
} from '@ecuc/core/i18n';

/**
 * Every message the server writes in an answer's `message`, by name: zh_cn and en_us, `{name}` where data
 * (a path, a name, a count) goes. Both languages have the same placeholders (`messages.test.ts`). A handler
 * names one with `message(key, params)`; the answer is said in the request's language when it is written.
 */
export const serverMessages = {
  // ---------------------------------------------------------------- requests the server cannot take
  'request.backofficeOnly': { zh_cn: '仅限后台人员', en_us: 'back-office staff only' },
  'request.notJson': { zh_cn: '请求体不是有效的 JSON', en_us: 'the body is not valid JSON' },
  'request.unsupportedContentType': { zh_cn: '不支持的内容类型', en_us: 'unsupported content type' },
  'request.tooLarge': { zh_cn: '请求超过 10 MB', en_us: 'the request is larger than 10 MB' },
  'request.busy': { zh_cn: '服务器繁忙，请稍后再试', en_us: 'the server is busy: try again in a moment' },
  'request.internalError': { zh_cn: '服务器内部错误', en_us: 'internal server error' },
  'request.badOption': { zh_cn: '选项取值不合法', en_us: 'an option has an illegal value' },
  'request.noSuchPath': { zh_cn: '路径不存在：{method} {url}', en_us: 'no such path: {method} {url}' },
  'request.crossSite': {
    zh_cn: '{site} 请求不能修改任何内容',
    en_us: 'a {site} request may not change anything',
  },
  'request.foreignOrigin': {
    zh_cn: '来自 {origin} 的请求不能修改此处的任何内容',
    en_us: 'requests from {origin} may not change anything here',
  },

  // ---------------------------------------------------------------- sessions and project access
  'session.notLoggedIn': { zh_cn: '未登录', en_us: 'not logged in' },
  'session.accountMissing': { zh_cn: '账号不存在或已删除', en_us: 'account missing or deleted' },
  'session.loggedInElsewhere': { zh_cn: '账号已在别处登录', en_us: 'logged in elsewhere' },
  'session.ended': { zh_cn: '会话已结束', en_us: 'session ended' },
  'project.noneChosen': { zh_cn: '未选择项目', en_us: 'no project chosen' },
  'project.noPermission': {
    zh_cn: '没有项目权限或项目已删除',
    en_us: 'no project permission or project deleted',
  },
  'project.ownerOnly.modifyProject': {
    zh_cn: '只有项目创建者可以修改项目的名称、描述、版本和编译器',
    en_us: "Only the project's creator may change its name, description, version and compiler",
  },
  'project.ownerOnly.deleteProject': {
    zh_cn: '只有项目创建者可以删除项目',
    en_us: "Only the project's creator may delete it",
  },
  'project.ownerOnly.transferProject': {
    zh_cn: '只有项目创建者可以转移项目',
    en_us: "Only the project's creator may transfer it",
  },
  'project.ownerOnly.manageParticipants': {
    zh_cn: '只有项目创建者可以管理参与者',
    en_us: "Only the project's creator may manage its participants",
  },

  // ---------------------------------------------------------------- accounts
  'account.wrongPassword': { zh_cn: '邮箱或密码错误', en_us: 'wrong e-mail or password' },
  'account.tooManyLogins': {
    zh_cn: '此地址的登录尝试过多，请稍后再试',
    en_us: 'too many login attempts from this address, try later',
  },
  'account.tooManyEmails': {
    zh_cn: '此地址发送的邮件过多，请稍后再试',
    en_us: 'too many e-mails from this address, try later',
  },
  'account.tooManyApplications': {
    zh_cn: '此地址提交的申请过多，请稍后再试',
    en_us: 'too many applications from this address, try later',
  },
  'account.applicationUnderReview': {
    zh_cn: '该邮箱的申请正在审核中',
    en_us: 'an application for this e-mail is under review',
  },
  'account.illegalName': { zh_cn: '姓名不合法', en_us: 'illegal value for name' },
  'account.illegalPhone': { zh_cn: '电话号码不合法', en_us: 'illegal value for phone' },
  'code.disabled': {
    zh_cn: '验证码错误次数过多，已失效，请重新获取新的验证码',
    en_us: 'This code was entered wrongly too many times and no longer works: request a new code',
  },
  'code.lastTry': {
    zh_cn: '验证码错误 {attempts} 次，已失效，请重新获取新的验证码',
    en_us: 'Wrong code {attempts} times: this code no longer works, request a new code',
  },
  'code.tooManyGuesses': {
    zh_cn: '验证码错误次数过多，请稍后再试',
    en_us: 'Too many wrong codes, try again later',
  },

  // ---------------------------------------------------------------- organisations and the back office
  'organisation.administratorsOnly': { zh_cn: '仅限管理员', en_us: 'administrators only' },
  'organisation.enterpriseOnly': { zh_cn: '仅限企业账号', en_us: 'enterprise accounts only' },
  'organisation.currentPasswordMissing': { zh_cn: '请提供当前密码', en_us: 'currentPassword is required' },
  'organisation.currentPasswordWrong': { zh_cn: '当前密码不正确', en_us: 'the current password is wrong' },
  'organisation.notMember': { zh_cn: '对方不在你的组织中', en_us: 'not in your organisation' },
  'organisation.noSuchMember': { zh_cn: '成员不存在', en_us: 'no such member' },
  'organisation.noSuchDepartment': { zh_cn: '部门不存在', en_us: 'no such department' },
  'organisation.departmentsTooDeep': {
    zh_cn: '部门最多嵌套 {levels} 级',
    en_us: 'departments nest at most {levels} levels deep',
  },
  'organisation.departmentHasUsers': {
    zh_cn: '请先移走该部门的用户',
    en_us: 'move the users of this department first',
  },
  'organisation.departmentHasChildren': {
    zh_cn: '请先删除其子部门',
    en_us: 'delete its sub-departments first',
  },
  'organisation.memberExpiryTooLate': {
    zh_cn: '成员的有效期不能晚于主账号的有效期',
    en_us: "a member's expiry cannot exceed the main account's",
  },
  'organisation.seatsTaken': { zh_cn: '{seats} 个账号已全部使用', en_us: 'all {seats} seats are taken' },
  'organisation.transferToAnother': { zh_cn: '请转移给其他成员', en_us: 'transfer to another member' },
  'mainAccount.changedOnlyByItself': {
    zh_cn: '主账号只能由其本人修改',
    en_us: 'The main account can only be changed by itself',
  },
  'mainAccount.cannotBeDeleted': { zh_cn: '主账号不能删除', en_us: 'The main account cannot be deleted' },
  'mainAccount.staysAdministrator': {
    zh_cn: '主账号始终是管理员',
    en_us: 'The main account stays an administrator',
  },
  'application.reviewedAlready': { zh_cn: '该申请已审核过', en_us: 'this application was reviewed already' },
  'application.needsExpiryAndSeats': {
    zh_cn: '批准需要有效期和账号数量',
    en_us: 'approval needs expiry and seats',
  },

  // ---------------------------------------------------------------- projects
  'project.unknownChip': { zh_cn: '未知芯片 {chip}', en_us: 'unknown chip {chip}' },
  'project.compilerNotForChip': {
    zh_cn: '编译器 {compiler} 不支持芯片 {chip}',
    en_us: 'compiler {compiler} does not build for {chip}',
  },
  'project.mergeSameProject': { zh_cn: '请合并两个不同的项目', en_us: 'merge two different projects' },
  'project.mergeSidesMissing': {
    zh_cn: '请为两个项目都有的每个模块选择一方',
    en_us: 'choose a side for every module both projects have',
  },
  'project.yoursAlready': { zh_cn: '项目已经属于你', en_us: 'the project is yours already' },
  'project.theirsAlready': { zh_cn: '这些项目已经属于对方', en_us: 'the projects are theirs already' },
  'project.creatorTakesPart': { zh_cn: '创建者已经参与该项目', en_us: 'the creator takes part already' },

  // ---------------------------------------------------------------- modules, definitions, containers
  'module.unknown': { zh_cn: '未知模块 {module}', en_us: 'unknown module {module}' },
  'module.unknownProposal': {
    zh_cn: '模块 {module} 没有提案 {proposal}',
    en_us: 'the module {module} has no proposal {proposal}',
  },
  'module.mandatory': { zh_cn: '{module} 不能关闭', en_us: '{module} cannot be switched off' },
  'module.needsInstance': {
    zh_cn: '基于实例的模块至少需要一个实例',
    en_us: 'an instance-based module needs at least one instance',
  },
  'module.notEnabled': { zh_cn: '模块 {module} 未启用', en_us: 'the module {module} is not enabled' },
  'module.noDefinitionYet': {
    zh_cn: '模块 {module} 还没有定义',
    en_us: 'the module {module} has no definition yet',
  },
  'definition.notForVendors': {
    zh_cn: '模块 {module} 不接受厂商定义',
    en_us: 'the module {module} does not take a vendor definition',
  },
  'definition.none': { zh_cn: '{module} 没有厂商定义', en_us: 'no vendor definition of {module}' },
  'definition.noModuleDef': {
    zh_cn: '1:1: 文件中没有 ECUC-MODULE-DEF',
    en_us: '1:1: the file holds no ECUC-MODULE-DEF',
  },
  'container.notInCallList': {
    zh_cn: '列表 {list} 不包含定义为 {definitionPath} 的容器',
    en_us: 'the {list} list holds no containers of {definitionPath}',
  },
  'container.noDefinitionIn': {
    zh_cn: '{module} 中没有容器定义 {definitionPath}',
    en_us: 'no container definition {definitionPath} in {module}',
  },
  'container.gone': { zh_cn: '容器不存在（或已被删除）', en_us: 'the container does not exist (any more)' },
  'container.parentOfOtherInstance': {
    zh_cn: '父容器属于另一个实例',
    en_us: 'the parent belongs to another instance',
  },
  'configuration.keptChanging': {
    zh_cn: '规划修改期间配置一直在变化，请重试',
    en_us: 'the configuration kept changing while the change was planned; try again',
  },

  // ---------------------------------------------------------------- cores and partitions
  'core.noHardwareCore': { zh_cn: '{chip} 没有核 {core}', en_us: '{chip} has no core {core}' },
  'core.gone': { zh_cn: '核不存在（或已被删除）', en_us: 'the core does not exist (any more)' },
  'core.idTaken': { zh_cn: '核 {coreId} 已存在', en_us: 'core {coreId} exists' },
  'core.hardwareCoreTaken': { zh_cn: '{core} 已被另一个核使用', en_us: '{core} is used by another core' },
  'core.masterExists': { zh_cn: '已经有主核', en_us: 'there is a master core already' },
  'core.partitionsForbidEdit': {
    zh_cn: '有分区的核不能编辑',
    en_us: 'a core with partitions cannot be edited',
  },
  'core.masterMovesElsewhere': {
    zh_cn: '请改为将另一个核设为主核',
    en_us: 'make another core the master instead',
  },
  'core.masterNotDeletable': { zh_cn: '主核不能删除', en_us: 'the master core cannot be deleted' },
  'core.partitionsForbidDelete': {
    zh_cn: '有分区的核不能删除',
    en_us: 'a core with partitions cannot be deleted',
  },
  'partition.gone': { zh_cn: '分区不存在（或已被删除）', en_us: 'the partition does not exist (any more)' },
  'partition.lastOfCore': { zh_cn: '每个核至少保留一个分区', en_us: 'a core keeps at least one partition' },

  // ---------------------------------------------------------------- files, checks and downloads
  'upload.notMultipart': {
    zh_cn: '请以 multipart/form-data 发送文件',
    en_us: 'send the file as multipart/form-data',
  },
  'upload.noFile': { zh_cn: '请发送 {extension} 文件', en_us: 'send the {extension} file' },
  'upload.wrongExtension': {
    zh_cn: '此处只接受 {extension} 文件',
    en_us: 'only {extension} files are accepted here',
  },
  'upload.tooLarge': { zh_cn: '文件超过 10 MB', en_us: 'the file is larger than 10 MB' },
  'upload.unreadable': {
    zh_cn: '{line}:{col}: 无法读取文件',
    en_us: '{line}:{col}: the file could not be read',
  },
  'file.exists': { zh_cn: '{name} 已存在，是否覆盖？', en_us: '{name} exists: overwrite it?' },
  'file.noReader': { zh_cn: '没有模块能读取 {name}', en_us: 'no module reads {name}' },
  'file.noOilWriter': { zh_cn: '没有模块能写出 OIL', en_us: 'no module writes OIL' },
  'file.noConfiguration': {
    zh_cn: '项目没有 {module} 配置',
    en_us: 'the project has no {module} configuration',
  },
  'file.notWritten': { zh_cn: '无法写出文件', en_us: 'the file could not be written' },
  'dbc.nodeMissing': {
    zh_cn: '{name} 中没有节点 {node}（BuName 须在每个 DBC 中）',
    en_us: '{name} has no node {node} (the BuName must be in every DBC)',
  },
  'dbc.badMapping': {
    zh_cn: '属性映射无法使用，请检查：{problems}',
    en_us: 'the attribute mapping cannot be used; check: {problems}',
  },
  'dbc.noNode': {
    zh_cn: '请先选择本 ECU 的节点（BuName）',
    en_us: 'choose the node that is this ECU (BuName) first',
  },
  'import.resultHasErrors': {
    zh_cn: '导入 {file} 后 {modules} 将有 {count} 个错误，未导入；确认接受这些错误后可导入',
    en_us:
      'importing {file} would leave {count} errors in {modules}: nothing was written; accept the errors explicitly to import it',
  },
  'import.nothingTaken': {
    zh_cn: '{file} 中没有本项目模块可接收的 ECUC 配置值，未导入任何内容',
    en_us: '{file} holds no ECUC values of the modules this project has: nothing was taken over',
  },
  'definition.otherModule': {
    zh_cn: '{file} 定义的是模块 {defined}，不是本页的模块 {module}，未导入',
    en_us: '{file} defines the module {defined}, not {module} of this page: not imported',
  },
  'generate.projectHasErrors': {
    zh_cn: '项目存在错误，下载失败',
    en_us: 'the project has errors: download refused',
  },
  'generate.projectHasErrorsIn': {
    zh_cn: '项目存在错误，下载失败（检查的模块：{modules}）',
    en_us: 'the project has errors: download refused (checked: {modules})',
  },
  'generate.nothingGenerated': { zh_cn: '没有生成任何文件', en_us: 'nothing was generated' },
  /**
   * What a module's reader, generator or exporter said, as it said it: those run in a work thread told the
   * request's language, and their texts (a diagnostic `file:line:col: message`, a generator's rows) are data.
   */
  'module.said': { zh_cn: '{text}', en_us: '{text}' },
} as const satisfies Record<string, LocalizedText>;

export type ServerMessageKey = keyof typeof serverMessages;

/** The `{name}` placeholders of a text, as a union of names. */
type PlaceholdersOf<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** The data a server message needs: one value per placeholder. */
export type MessageParams<K extends ServerMessageKey> = Record<
  PlaceholdersOf<(typeof serverMessages)[K]['en_us']>,
  string | number
>;

/** A server message not yet said in any language: its key and its data. */
export interface ServerMessage {
  key: ServerMessageKey;
  params?: Readonly<Record<string, string | number>>;
}

/**
 * What an answer's `message` holds until the answer is written: a server message, or a text already in every
 * language (core's keyed texts go through `coreText`).
 */
export type ServerText = ServerMessage | LocalizedText;

/** A server message with its data: `message('core.idTaken', { coreId })`; the data is checked by type. */
export function message<K extends ServerMessageKey>(
  key: K,
  ...params: PlaceholdersOf<(typeof serverMessages)[K]['en_us']> extends never ? [] : [MessageParams<K>]
): ServerMessage {
  return params[0] === undefined ? { key } : { key, params: params[0] };
}

/** A text of core's catalogues (a container refusal, a body check) in every language. */
export function coreText(text: KeyedText): LocalizedText {
  return inEveryLanguage(text);
}

/** A server text said in one language. */
export function sayIn(language: Language, text: ServerText): string {
  if ('key' in text) return interpolate(serverMessages[text.key][language], text.params);
  return text[language];
}

/** Whether a value is a server text not yet said (an answer's `message` before it is written). */
export function isServerText(value: unknown): value is ServerText {
  if (typeof value !== 'object' || value === null) return false;
  if ('key' in value) return typeof value.key === 'string' && Object.hasOwn(serverMessages, value.key);
  return 'zh_cn' in value && 'en_us' in value;
}
