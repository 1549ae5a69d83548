import { describe, expect, it } from 'vitest';
import { landingAfterLogin, landingAfterSignup, paths, safeReturnPath } from './paths.ts';

describe('safeReturnPath', () => {
  it('returns to a path of this site', () => {
    expect(safeReturnPath({ from: '/classes/3?x=1' })).toBe('/classes/3?x=1');
  });
  it.each(['//evil.example', '/\t/evil.example', '/\\evil.example', 'https://evil.example'])(
    'has nothing to return to for %j',
    (from) => expect(safeReturnPath({ from })).toBeNull(),
  );
  it('does not return to the login or sign-up page', () => {
    expect(safeReturnPath({ from: paths.login })).toBeNull();
    expect(safeReturnPath({ from: `${paths.login}?next=1` })).toBeNull();
    expect(safeReturnPath({ from: paths.signup })).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath({})).toBeNull();
  });
  it('tells a page that only starts like login apart from login', () => {
    expect(safeReturnPath({ from: '/loginhelp' })).toBe('/loginhelp');
  });
});

describe('landingAfterLogin', () => {
  it('returns to the page that sent the visitor', () => {
    expect(landingAfterLogin({ from: '/classes/3' }, false)).toBe('/classes/3');
    expect(landingAfterLogin({ from: '/admin/users' }, true)).toBe('/admin/users');
    expect(landingAfterLogin({ from: '/classes/3' }, true)).toBe('/classes/3');
  });
  it('takes an admin to the back office and anybody else to their profile', () => {
    expect(landingAfterLogin(null, true)).toBe(paths.admin);
    expect(landingAfterLogin(null, false)).toBe(paths.profile);
    expect(landingAfterLogin({ from: 'https://evil.example' }, false)).toBe(paths.profile);
  });
  it('never sends a non-admin back to an admin page', () => {
    expect(landingAfterLogin({ from: '/admin' }, false)).toBe(paths.profile);
    expect(landingAfterLogin({ from: '/admin/users?page=2' }, false)).toBe(paths.profile);
    expect(landingAfterLogin({ from: '/administrators' }, false)).toBe('/administrators');
  });
});

describe('landingAfterLogin for instructors', () => {
  it('takes an instructor to My Classes unless a page they may open sent them', () => {
    expect(landingAfterLogin(null, false, true)).toBe(paths.myClasses);
    expect(landingAfterLogin({ from: '/my-classes/4' }, false, true)).toBe('/my-classes/4');
    expect(landingAfterLogin({ from: '/classes/3' }, false, true)).toBe('/classes/3');
    expect(landingAfterLogin({ from: '/admin/users' }, false, true)).toBe(paths.myClasses);
  });
  it('never sends a student or an admin back to My Classes', () => {
    expect(landingAfterLogin({ from: '/my-classes' }, false)).toBe(paths.profile);
    expect(landingAfterLogin({ from: '/my-classes/4' }, true)).toBe(paths.admin);
  });
});

describe('landingAfterSignup', () => {
  it('returns to the class the new student was looking at', () => {
    expect(landingAfterSignup({ from: '/classes/7' })).toBe('/classes/7');
    expect(landingAfterSignup({ from: '/classes/7?session=2' })).toBe('/classes/7?session=2');
  });
  it('goes to the catalogue from anywhere else', () => {
    expect(landingAfterSignup(null)).toBe(paths.classes);
    expect(landingAfterSignup({ from: '/profile' })).toBe(paths.classes);
    expect(landingAfterSignup({ from: '/classes' })).toBe(paths.classes);
    expect(landingAfterSignup({ from: '/classes/7/other' })).toBe(paths.classes);
    expect(landingAfterSignup({ from: '//evil.example/classes/7' })).toBe(paths.classes);
  });
});
