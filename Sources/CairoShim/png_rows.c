// The PNG writer's two passes over every byte of a picture: a row filtered
// (cairo's premultiplied native-order ARGB to PNG's straight RGB or RGBA,
// each byte minus the one above it: the Up filter), and zlib's Adler-32
// checksum of the filtered bytes. Both run over ten megabytes for a 2x
// picture of a 100-view scene, so on x86-64 they use SSE2 (always there),
// elsewhere plain C with zlib's checksum: the bytes are the same either way.
#include "png_rows.h"

#include <string.h>
#include <zlib.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// Opaque pixels, each as R, G, B minus those above: every byte of a pixel
// less the one above it (bytes do not carry into each other, so four
// pixels at a time), then each pixel's bytes reordered from B, G, R, A and
// the four pixels' twelve bytes stored as eight and four; the pixels after
// the last whole four go one at a time. Returns whether every pixel of the
// row is opaque.
static int filter_opaque(const uint32_t *row, const uint32_t *above, int width, unsigned char *out) {
    static const uint32_t zero_row[4] = {0, 0, 0, 0};
    int x = 0;
    uint32_t alpha = 0xff000000u;
#if defined(__SSE2__)
    __m128i all = _mm_set1_epi32(-1);
    for (; x + 4 <= width; x += 4, out += 12) {
        __m128i now = _mm_loadu_si128((const __m128i *)(row + x));
        __m128i before = above ? _mm_loadu_si128((const __m128i *)(above + x)) : _mm_loadu_si128((const __m128i *)zero_row);
        all = _mm_and_si128(all, now);
        uint32_t d[4];
        _mm_storeu_si128((__m128i *)d, _mm_sub_epi8(now, before));
        // B, G, R, A in memory is the number A R G B; swapped and shifted: R, G, B, 0.
        uint64_t first = (uint64_t)(__builtin_bswap32(d[0]) >> 8) | (uint64_t)(__builtin_bswap32(d[1]) >> 8) << 24
                       | (uint64_t)(__builtin_bswap32(d[2]) >> 8) << 48;
        uint32_t last = (__builtin_bswap32(d[2]) >> 24) | (__builtin_bswap32(d[3]) >> 8) << 8;
        memcpy(out, &first, 8);
        memcpy(out + 8, &last, 4);
    }
    uint32_t lanes[4];
    _mm_storeu_si128((__m128i *)lanes, all);
    alpha &= lanes[0] & lanes[1] & lanes[2] & lanes[3];
#endif
    for (; x < width; x++, out += 3) {
        uint32_t p = row[x], q = above ? above[x] : 0;
        alpha &= p;
        out[0] = (unsigned char)((p >> 16) - (q >> 16));
        out[1] = (unsigned char)((p >> 8) - (q >> 8));
        out[2] = (unsigned char)(p - q);
    }
    return (alpha >> 24) == 0xff;
}

// Translucent pixels as straight R, G, B, A minus those above.
static void filter_translucent(const uint32_t *row, const uint32_t *above, int width, unsigned char *out) {
    for (int x = 0; x < width; x++) {
        unsigned char now[4], before[4] = {0, 0, 0, 0};
        for (int k = 0; k < (above ? 2 : 1); k++) {
            uint32_t argb = k == 0 ? row[x] : above[x];
            unsigned a = argb >> 24, r = (argb >> 16) & 0xff, g = (argb >> 8) & 0xff, b = argb & 0xff;
            if (a != 0xff && a != 0) {
                r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a;
            }
            unsigned char *to = k == 0 ? now : before;
            to[0] = (unsigned char)r; to[1] = (unsigned char)g; to[2] = (unsigned char)b; to[3] = (unsigned char)a;
        }
        for (int i = 0; i < 4; i++) out[i] = (unsigned char)(now[i] - before[i]);
        out += 4;
    }
}

int trellis_png_filter_row(const uint32_t *row, const uint32_t *above, int width, int opaque, unsigned char *out) {
    *out++ = above ? 2 : 0;  // Up; None for the first row, the same as Up over zeros
    if (opaque) return filter_opaque(row, above, width, out);
    filter_translucent(row, above, width, out);
    return 1;
}

uint32_t trellis_adler32(uint32_t adler, const unsigned char *bytes, size_t length) {
#if defined(__SSE2__)
    // Sixteen bytes at a time: the sum of the bytes (a) by sums of absolute
    // differences from zero, and b, the sum of the running sums a took,
    // as 16 × the sums before each block plus the bytes weighted 16 … 1.
    // Lanes hold 32 bits: 1,024 blocks keep the sums before under 2^32.
    uint64_t a = adler & 0xffff, b = adler >> 16;
    const __m128i zero = _mm_setzero_si128();
    const __m128i near = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9), far = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
    while (length >= 16) {
        size_t blocks = length / 16 < 1024 ? length / 16 : 1024;
        length -= blocks * 16;
        b += a * blocks * 16;
        __m128i sums = zero, before = zero, weighted = zero;
        for (; blocks; blocks--, bytes += 16) {
            __m128i x = _mm_loadu_si128((const __m128i *)bytes);
            before = _mm_add_epi32(before, sums);
            sums = _mm_add_epi32(sums, _mm_sad_epu8(x, zero));
            weighted = _mm_add_epi32(weighted, _mm_add_epi32(_mm_madd_epi16(_mm_unpacklo_epi8(x, zero), near),
                                                             _mm_madd_epi16(_mm_unpackhi_epi8(x, zero), far)));
        }
        uint32_t lane[3][4];
        _mm_storeu_si128((__m128i *)lane[0], sums);
        _mm_storeu_si128((__m128i *)lane[1], before);
        _mm_storeu_si128((__m128i *)lane[2], weighted);
        uint64_t total[3];
        for (int i = 0; i < 3; i++) total[i] = (uint64_t)lane[i][0] + lane[i][1] + lane[i][2] + lane[i][3];
        a = (a + total[0]) % 65521;
        b = (b + 16 * total[1] + total[2]) % 65521;
    }
    for (; length; length--) { a += *bytes++; b += a; }
    return (uint32_t)((b % 65521) << 16 | (a % 65521));
#else
    return (uint32_t)adler32(adler, bytes, (uInt)length);
#endif
}
