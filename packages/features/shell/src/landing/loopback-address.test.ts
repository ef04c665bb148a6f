import { describe, expect, it } from 'vitest';
import { onPageHost } from './loopback-address';

describe('onPageHost', () => {
  it('opens a loopback address on the host the page came from, keeping port and path', () => {
    expect(onPageHost('http://localhost:83/piano', 'portfolio.example.org')).toBe(
      'http://portfolio.example.org:83/piano',
    );
    expect(onPageHost('http://127.0.0.1:83/piano', '192.168.1.20')).toBe('http://192.168.1.20:83/piano');
    expect(onPageHost('http://[::1]:83/piano', 'portfolio.example.org')).toBe(
      'http://portfolio.example.org:83/piano',
    );
  });

  it('leaves the address alone for a page on the same machine, and for other hosts', () => {
    expect(onPageHost('http://localhost:83/piano', 'localhost')).toBe('http://localhost:83/piano');
    expect(onPageHost('http://localhost:83/piano', '127.0.0.1')).toBe('http://localhost:83/piano');
    expect(onPageHost('https://music.example.com/piano', 'portfolio.example.org')).toBe(
      'https://music.example.com/piano',
    );
    expect(onPageHost('http://localhost:83/piano', undefined)).toBe('http://localhost:83/piano');
  });
});
