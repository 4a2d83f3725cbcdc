/** Identity checks the server applies to account bodies (e-mail, person name, phone). */
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const PERSON_NAME = /^[\u4e00-\u9fa5A-Za-z]+([·.\s][\u4e00-\u9fa5A-Za-z]+)*$/;
const MOBILE = /^1[3-9]\d{9}$/;
const LANDLINE = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;

export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);
export const isPersonName = (value: string): boolean =>
  [...value].length >= 1 && [...value].length <= 12 && PERSON_NAME.test(value);
export const isPhone = (value: string): boolean => MOBILE.test(value) || LANDLINE.test(value);
