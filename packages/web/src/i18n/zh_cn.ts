import type { MessageCatalogue } from '@ecuc/core/i18n';

/**
 * The web app's texts in Chinese (the default language) that are part of the first load (login, shell,
 * lists); the texts of the areas behind the login are in `pageMessages.ts`. en_us.ts has exactly the same keys.
 */
export const zh_cn: MessageCatalogue = {
  'app.name': 'ECUC Studio',
  'app.tagline': 'AUTOSAR 基础软件配置工具',

  'common.ok': '确定',
  'common.cancel': '取消',
  'common.back': '返回',
  'common.loading': '加载中',
  'common.reload': '重新加载',
  'common.submit': '提交',
  'common.refresh': '刷新',

  'http.404': '404 请求路径错误，请联系管理员',
  'http.500': '服务器错误，请稍后重试',
  'http.600': '没有项目权限或项目已被删除',
  'http.601': '账号已在其他地方登录，请重新登录',
  'http.602': '账号不存在或已被删除',
  'http.603': '模块 {module} 未开启',
  'http.codeError': '请求错误（状态码 {status}）',
  'http.network': '请求失败，请检查网络连接',
  'http.unknownState': '未知错误（{state}）',
  'http.badAnswer': '服务器应答格式错误',

  'chunk.title': '页面加载失败',
  'chunk.failed': '页面资源加载失败（ChunkLoadError），请检查网络后重新加载。',
  'chunk.timeout': '页面资源加载超时（ChunkLoadError），请检查网络后重新加载。',
  'chunk.cssFailed': '样式资源加载失败（CSS chunk load failed），请重新加载页面。',
  'chunk.pageError': '页面出现错误',

  'language.zh_cn': '简体中文',
  'language.en_us': 'English',

  'password.title': '修改密码',
  'password.current': '当前密码',
  'password.currentRequired': '请输入当前密码',
  'password.new': '新密码',
  'password.confirm': '确认新密码',
  'password.updated': '密码已更新',
  'password.failed': '修改失败，请重试',

  'leave.title': '离开提示',
  'leave.content': '当前页面有未保存的修改，确定要离开吗？',
  'leave.confirm': '确认离开',
  'leave.cancel': '取消',
  'enableModule.title': '模块未开启',
  'enableModule.content': '模块 {module} 未开启，是否前往工作区开启？',
  'enableModule.go': '前往开启',

  'login.title': '登录',
  'login.welcome': '欢迎使用 ECUC Studio',
  'login.email': '邮箱',
  'login.password': '密码',
  'login.code': '验证码',
  'login.sendCode': '发送验证码',
  'login.resendIn': '{seconds} 秒后重发',
  'login.codeSent': '验证码已发送，请查收邮件',
  'login.codeNeeded': '连续登录错误次数过多，请获取邮箱验证码后再登录。',
  'login.submit': '登录',
  'login.forgot': '忘记密码',
  'login.register': '注册账号',
  'login.noAccount': '还没有账号？',

  'form.passwordMismatch': '两次输入的密码不一致',
};
