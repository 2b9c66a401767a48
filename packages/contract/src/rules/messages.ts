import * as z from 'zod/mini';

/**
 * Messages of the validators in this folder. The key is an i18n key; its
 * zh-TW text is SPEC 5/8's Chinese word for word where SPEC gives one (marked
 * "SPEC"), otherwise our wording (docs/decisions.md).
 */
type Texts = { 'zh-TW': string; en: string; th: string };

const MESSAGES = {
  // SPEC
  'rules.username': {
    'zh-TW': '帳號長度必須在5-18字母和數字',
    en: 'Account must be 5-18 characters made of letters and digits',
    th: 'บัญชีต้องมีความยาว 5-18 ตัว ประกอบด้วยตัวอักษรและตัวเลข',
  },
  // SPEC
  'rules.password': {
    'zh-TW': '密碼為6-18個字符組成，必須包含數字、字母',
    en: 'Password must be 6-18 characters and contain both digits and letters',
    th: 'รหัสผ่านต้องมี 6-18 ตัวอักษร และต้องมีทั้งตัวเลขและตัวอักษร',
  },
  // SPEC
  'rules.passwordMismatch': {
    'zh-TW': '兩次輸入的密碼不相符',
    en: 'The two passwords do not match',
    th: 'รหัสผ่านที่ป้อนทั้งสองครั้งไม่ตรงกัน',
  },
  // SPEC
  'rules.passwordSameAsOld': {
    'zh-TW': '新舊密碼不能一致',
    en: 'The new password must differ from the old one',
    th: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม',
  },
  'rules.passwordHelpLength': {
    'zh-TW': '密碼長度為8-20個字元',
    en: 'Password length is 8-20 characters',
    th: 'รหัสผ่านมีความยาว 8-20 ตัวอักษร',
  },
  'rules.passwordHelpCombo': {
    'zh-TW': '請輸入8-20位字母和數字組合',
    en: 'Enter a combination of 8-20 letters and digits',
    th: 'กรุณาป้อนตัวอักษรและตัวเลขผสมกัน 8-20 ตัว',
  },
  'rules.withdrawPassword': {
    'zh-TW': '託售密碼必須為6位數字',
    en: 'The withdrawal password must be 6 digits',
    th: 'รหัสผ่านการถอนเงินต้องเป็นตัวเลข 6 หลัก',
  },
  'rules.withdrawPasswordTrivial': {
    'zh-TW': '託售密碼不能是連續或重複的數字（如123456、111111、121212），請換一組',
    en: 'The withdrawal password cannot be a run or a repeat of digits (such as 123456, 111111 or 121212); please choose another',
    th: 'รหัสผ่านการถอนเงินต้องไม่เป็นตัวเลขเรียงกันหรือซ้ำกัน (เช่น 123456, 111111 หรือ 121212) กรุณาเลือกชุดอื่น',
  },
  // SPEC
  'rules.proxyAccount': {
    'zh-TW': '請輸入有效的經銷號',
    en: 'Please enter a valid agent account',
    th: 'กรุณาป้อนบัญชีตัวแทนที่ถูกต้อง',
  },
  'rules.nicknameRequired': { 'zh-TW': '請輸入暱稱', en: 'Please enter a nickname', th: 'กรุณาป้อนชื่อเล่น' },
  'rules.controlCharacters': {
    'zh-TW': '不能包含控制字元',
    en: 'Must not contain control characters',
    th: 'ต้องไม่มีอักขระควบคุม',
  },
  'rules.invisibleCharacters': {
    'zh-TW': '不能包含不可見的格式字元（如零寬字元或文字方向控制字元）',
    en: 'Must not contain invisible formatting characters (such as zero-width or text-direction characters)',
    th: 'ต้องไม่มีอักขระจัดรูปแบบที่มองไม่เห็น (เช่น อักขระความกว้างศูนย์หรืออักขระควบคุมทิศทางข้อความ)',
  },
  // SPEC
  'rules.nicknameTooLong': {
    'zh-TW': '暱稱不能超過10個字',
    en: 'Nickname cannot exceed 10 characters',
    th: 'ชื่อเล่นต้องไม่เกิน 10 ตัวอักษร',
  },
  // SPEC
  'rules.nicknameSameAsOld': {
    'zh-TW': '新舊暱稱不能相同',
    en: 'The new nickname must differ from the old one',
    th: 'ชื่อเล่นใหม่ต้องไม่ซ้ำกับชื่อเล่นเดิม',
  },
  'rules.shortName': {
    'zh-TW': '請輸入1-10位字母或數字',
    en: 'Enter 1-10 letters or digits',
    th: 'กรุณาป้อนตัวอักษรหรือตัวเลข 1-10 ตัว',
  },
  // SPEC
  'rules.phone': {
    'zh-TW': '請輸入有效的手機號碼',
    en: 'Please enter a valid mobile number',
    th: 'กรุณาป้อนหมายเลขโทรศัพท์มือถือที่ถูกต้อง',
  },
  // SPEC
  'rules.phoneCountryBlocked': {
    'zh-TW': '您暫時無法使用該國家或地區的手機號碼。如有疑問，請聯繫客服。',
    en: 'Mobile numbers from this country or region cannot be used for now. If you have any questions, please contact customer service.',
    th: 'ขณะนี้คุณไม่สามารถใช้หมายเลขโทรศัพท์มือถือของประเทศหรือภูมิภาคนี้ได้ หากมีข้อสงสัย กรุณาติดต่อฝ่ายบริการลูกค้า',
  },
  // SPEC
  'rules.smsCode': {
    'zh-TW': '請輸入有效的驗證碼',
    en: 'Please enter a valid verification code',
    th: 'กรุณาป้อนรหัสยืนยันที่ถูกต้อง',
  },
  // SPEC
  'rules.smsCodeFormat': {
    'zh-TW': '驗證碼格式錯誤',
    en: 'The verification code format is incorrect',
    th: 'รูปแบบรหัสยืนยันไม่ถูกต้อง',
  },
  // SPEC
  'rules.captcha': {
    'zh-TW': '請輸入正確的驗證碼',
    en: 'Please enter the correct verification code',
    th: 'กรุณาป้อนรหัสยืนยันให้ถูกต้อง',
  },
  // SPEC
  'rules.captchaInvalid': {
    'zh-TW': '請輸入有效的圖形驗證碼',
    en: 'Please enter a valid image verification code',
    th: 'กรุณาป้อนรหัสยืนยันรูปภาพที่ถูกต้อง',
  },
  'rules.realName': {
    'zh-TW': '請輸入有效的真實姓名',
    en: 'Please enter a valid real name',
    th: 'กรุณาป้อนชื่อจริงที่ถูกต้อง',
  },
  'rules.receiverName': {
    'zh-TW': '收貨人姓名至少2個字',
    en: "The receiver's name must be at least 2 characters",
    th: 'ชื่อผู้รับต้องมีอย่างน้อย 2 ตัวอักษร',
  },
  'rules.receiverNameTooLong': {
    'zh-TW': '收貨人姓名不能超過20個字',
    en: "The receiver's name cannot exceed 20 characters",
    th: 'ชื่อผู้รับต้องไม่เกิน 20 ตัวอักษร',
  },
  'rules.deliveryAddress': {
    'zh-TW': '詳細地址長度必須在5-100個字之間',
    en: 'The detailed address must be 5-100 characters long',
    th: 'ที่อยู่โดยละเอียดต้องมีความยาว 5-100 ตัวอักษร',
  },
  'rules.birthday': {
    'zh-TW': '請選擇有效的生日',
    en: 'Please choose a valid date of birth',
    th: 'กรุณาเลือกวันเกิดที่ถูกต้อง',
  },
  'rules.birthdayAge18to100': {
    'zh-TW': '年齡必須在18-100歲之間',
    en: 'Age must be between 18 and 100',
    th: 'อายุต้องอยู่ระหว่าง 18-100 ปี',
  },
  'rules.birthdayAge18to65': {
    'zh-TW': '年齡必須在18-65歲之間',
    en: 'Age must be between 18 and 65',
    th: 'อายุต้องอยู่ระหว่าง 18-65 ปี',
  },
  // SPEC
  'rules.idNumber': {
    'zh-TW': '請輸入有效的身分證號碼',
    en: 'Please enter a valid ID card number',
    th: 'กรุณาป้อนหมายเลขบัตรประจำตัวที่ถูกต้อง',
  },
  'rules.textLength3to500': {
    'zh-TW': '內容長度必須在3-500個字之間',
    en: 'Content must be 3-500 characters long',
    th: 'เนื้อหาต้องมีความยาว 3-500 ตัวอักษร',
  },
  'rules.textLength2to200': {
    'zh-TW': '內容長度必須在2-200個字之間',
    en: 'Content must be 2-200 characters long',
    th: 'เนื้อหาต้องมีความยาว 2-200 ตัวอักษร',
  },
  'rules.textEdgeSpaces': {
    'zh-TW': '內容開頭或結尾不能有空格或換行，請重新編輯',
    en: 'Content must not start or end with a space or line break. Please edit it again.',
    th: 'เนื้อหาต้องไม่ขึ้นต้นหรือลงท้ายด้วยช่องว่างหรือการขึ้นบรรทัดใหม่ กรุณาแก้ไขใหม่',
  },
  'rules.idImageFormat': {
    'zh-TW': '僅支持jpeg、jpg、png、gif格式的圖片',
    en: 'Only jpeg, jpg, png or gif images are supported',
    th: 'รองรับเฉพาะรูปภาพ jpeg, jpg, png หรือ gif เท่านั้น',
  },
  'rules.attachmentFormat': {
    'zh-TW': '附件僅支持jpg、png格式',
    en: 'Attachments must be jpg or png files',
    th: 'ไฟล์แนบรองรับเฉพาะ jpg หรือ png เท่านั้น',
  },
  'rules.uploadTooLarge': {
    'zh-TW': '文件大小不能超過10MB',
    en: 'The file cannot be larger than 10 MB',
    th: 'ขนาดไฟล์ต้องไม่เกิน 10 MB',
  },
} as const satisfies Record<string, Texts>;

export type RuleMessageKey = keyof typeof MESSAGES;
export type RuleLocale = keyof Texts;

export const RULE_MESSAGES: Record<RuleMessageKey, Texts> = MESSAGES;
export const RULE_MESSAGE_KEYS = Object.keys(MESSAGES) as RuleMessageKey[];

/** Texts of one locale as an i18next resource tree: `{ rules: { username: '...' } }`, so `t('rules.username')` works. */
export function ruleMessageTree(locale: RuleLocale): { rules: Record<string, string> } {
  const rules: Record<string, string> = {};
  for (const key of RULE_MESSAGE_KEYS) rules[key.slice('rules.'.length)] = RULE_MESSAGES[key][locale];
  return { rules };
}

/** A validator of this folder: the message key when invalid, null when valid. */
export type RuleValidator = (value: string) => RuleMessageKey | null;

/** A zod/mini string schema whose single issue message is the validator's key. */
export function ruleSchema(validate: RuleValidator) {
  return z.string().check(
    z.superRefine((value: string, ctx) => {
      const key = validate(value);
      if (key !== null) ctx.issues.push({ code: 'custom', message: key, input: value });
    }),
  );
}
